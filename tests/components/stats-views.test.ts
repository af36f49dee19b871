import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { daysIn, presets, previousRange, rangeLabel } from "@/components/stats/day-range";
import { StatsTotals } from "@/components/stats/stats-totals";
import { WorldMap } from "@/components/stats/world-map";
import { countryName, countryShapes, numericOf } from "@/components/stats/world-map-shapes";

describe("the scans world map", () => {
  it("has a shape for the countries scans come from, keyed the way ISO alpha-2 codes map to", () => {
    const ids = new Set(countryShapes().map((shape) => shape.id));
    for (const country of ["US", "DE", "FR", "BR", "IN", "JP", "AU", "ZA", "GB", "CN"])
      expect(ids, country).toContain(numericOf(country));
    expect(numericOf("Unknown")).toBeUndefined();
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("Unknown")).toBe("Unknown");
  });

  it("colours countries by their scans, busiest darkest, and names them for screen readers", async () => {
    const markup = renderToStaticMarkup(
      createElement(WorldMap, {
        countries: [
          { country: "US", count: 40 },
          { country: "DE", count: 4 },
          { country: "Unknown", count: 3 },
        ],
        total: 47,
      }),
    );
    const fillOf = (id: string) => new RegExp(`fill="([^"]+)"[^>]*data-country="${id}"`).exec(markup)?.[1];
    expect(fillOf("840")).toBe("#4f39f6");
    expect(fillOf("276")).not.toBe("#e4e4e7");
    expect(fillOf("250")).toBe("#e4e4e7"); // France: no scans
    expect(markup).toContain('aria-label="World map of scans by country: United States 40, Germany 4, Unknown 3"');
    expect(markup).toContain("<title>Germany: 4 scans</title>");
    // The SVG is a drawable picture (saved for a look at it).
    const svg = /<svg[\s\S]*<\/svg>/.exec(markup)?.[0] ?? "";
    const png = await sharp(
      Buffer.from(svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="420"')),
    )
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).width).toBe(960);
    await sharp(png)
      .toFile("test-results/world-map.png")
      .catch(() => undefined);
  });

  it("shows nothing but a note when no country is known", () => {
    expect(renderToStaticMarkup(createElement(WorldMap, { countries: [], total: 0 }))).not.toContain("<svg");
  });
});

describe("the statistics date presets and comparison period", () => {
  it("offers Today to All time, All time starting at the code's creation within the 366-day reach", () => {
    const today = "2026-11-25";
    const labels = presets("2026-11-01", today).map(
      ({ label, range }) => `${label} ${range.startDate}..${range.endDate}`,
    );
    expect(labels).toEqual([
      "Today 2026-11-25..2026-11-25",
      "7 days 2026-11-19..2026-11-25",
      "30 days 2026-10-27..2026-11-25",
      "90 days 2026-08-28..2026-11-25",
      "12 months 2025-11-26..2026-11-25",
      "All time 2026-11-01..2026-11-25",
    ]);
    expect(presets("2020-01-01", today).at(-1)?.range).toEqual({ startDate: "2025-11-25", endDate: today });
    expect(daysIn(presets("2020-01-01", today).at(-1)!.range)).toBe(366);
  });

  it("compares with the same number of days just before, and writes ranges in the app's format", () => {
    expect(previousRange({ startDate: "2026-03-01", endDate: "2026-03-31" })).toEqual({
      startDate: "2026-01-29",
      endDate: "2026-02-28",
    });
    expect(previousRange({ startDate: "2026-03-01", endDate: "2026-03-01" })).toEqual({
      startDate: "2026-02-28",
      endDate: "2026-02-28",
    });
    expect(rangeLabel({ startDate: "2026-03-01", endDate: "2026-03-31" })).toBe("1 Mar 2026 – 31 Mar 2026");
    expect(rangeLabel({ startDate: "2026-03-01", endDate: "2026-03-01" })).toBe("1 Mar 2026");
  });
});

describe("the totals' comparison with the previous period", () => {
  const figures = (totalScans: number, uniqueUsers: number, days = 7) =>
    ({
      totalScans,
      uniqueUsers,
      impressions: 0,
      deviceBreakdown: { mobile: totalScans, desktop: 0, tablet: 0, other: 0 },
      dailyScans: Array.from({ length: days }, (_, index) => ({ date: `2026-03-0${index + 1}`, count: 0 })),
    }) as unknown as Parameters<typeof StatsTotals>[0]["stats"];

  it("says how each count changed, in both directions, and when it started from zero", () => {
    const text = renderToStaticMarkup(
      createElement(StatsTotals, { stats: figures(150, 30), previous: figures(100, 40) }),
    ).replace(/<[^>]+>/g, "");
    expect(text).toContain("▲ +50% vs the previous 7 days");
    expect(text).toContain("▼ −25% vs the previous 7 days");
    const fromZero = renderToStaticMarkup(
      createElement(StatsTotals, { stats: figures(5, 5, 1), previous: figures(0, 5, 1) }),
    ).replace(/<[^>]+>/g, "");
    expect(fromZero).toContain("▲ Up from 0 vs the day before");
    expect(fromZero).toContain("No change from the day before");
    expect(renderToStaticMarkup(createElement(StatsTotals, { stats: figures(5, 5) }))).toContain(
      "Followed short links",
    );
  });
});
