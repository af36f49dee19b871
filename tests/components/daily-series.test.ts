import { describe, expect, it } from "vitest";
import { dailySeries, showsDots } from "@/components/stats/daily-series";

const days = (counts: number[]) =>
  counts.map((count, index) => ({ date: `2026-11-${String(20 + index).padStart(2, "0")}`, count }));

describe("the daily scans chart's points", () => {
  it("leaves the days before the code existed empty and keeps every other count as it is", () => {
    expect(dailySeries(days([0, 0, 0, 4, 0, 2]), "2026-11-23").map((point) => point.count)).toEqual([
      null,
      null,
      null,
      4,
      0,
      2,
    ]);
  });

  it("draws every day when the code is older than the range", () => {
    expect(dailySeries(days([0, 3]), "2026-01-01").map((point) => point.count)).toEqual([0, 3]);
    expect(dailySeries(days([0, 3])).map((point) => point.count)).toEqual([0, 3]);
  });

  it("gives a month's points a dot each, and a lone point always", () => {
    expect(showsDots(dailySeries(days(Array(30).fill(1))))).toBe(true);
    const year = Array.from({ length: 365 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
      count: 1,
    }));
    expect(showsDots(dailySeries(year))).toBe(false);
    expect(showsDots(dailySeries(year, "2026-12-31"))).toBe(true);
  });
});
