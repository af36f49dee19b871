import { describe, expect, it } from "vitest";
import { evenTicks, tickCountFor, yAxisWidth } from "@/components/stats/chart-axis";

describe("daily-scans chart axes", () => {
  it("makes room for labels past 9,999 so '20,000' is not cut", () => {
    // 6 characters at 12 px need well over the old fixed 48 px minus the -16 px margin.
    expect(yAxisWidth(20_000)).toBeGreaterThanOrEqual(50);
    expect(yAxisWidth(1_000_000)).toBeGreaterThan(yAxisWidth(20_000));
    expect(yAxisWidth(5)).toBeGreaterThanOrEqual(32);
  });

  it("spaces X ticks at one even step from the first day", () => {
    const days = Array.from({ length: 30 }, (_, index) => index);
    const ticks = evenTicks(days);
    expect(ticks[0]).toBe(0);
    expect(ticks.length).toBeLessThanOrEqual(7);
    const steps = new Set(ticks.slice(1).map((tick, index) => tick - ticks[index]));
    expect(steps.size).toBe(1);
    expect(evenTicks([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it("counts the ticks back from the last day when asked, at the same even step", () => {
    const days = Array.from({ length: 30 }, (_, index) => index);
    expect(evenTicks(days, 4, "last")).toEqual([9, 19, 29]);
    const wide = evenTicks(days, 7, "last");
    expect(wide.at(-1)).toBe(29);
    expect(new Set(wide.slice(1).map((tick, index) => tick - wide[index])).size).toBe(1);
  });

  it("shows as many X ticks as the chart's width fits: 7 on a desktop card, 4 on a phone, never fewer than 2", () => {
    expect(tickCountFor(0)).toBe(7); // not measured yet (server render)
    expect(tickCountFor(900)).toBe(7);
    expect(tickCountFor(310)).toBe(4);
    expect(tickCountFor(100)).toBe(2);
  });
});
