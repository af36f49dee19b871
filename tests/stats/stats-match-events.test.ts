import { describe, expect, it } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { SCAN_FACT_FIELDS, type SeedScan, seedScans } from "./seed-scans";
import { byName, makeOwner, shiftDay, todayUtc } from "./stats-fixtures";

useTestDatabase();
useRedisRateLimitsWhenConfigured();

const EVENT_FIELDS = { ...SCAN_FACT_FIELDS, visitorId: true } as const;

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DEVICES = ["mobile", "mobile", "desktop", "tablet", "other", "smart-tv"];
const OSES = [
  "iOS",
  "Android",
  "Windows",
  "macOS",
  "Linux",
  "iPadOS",
  "ChromeOS",
  "HarmonyOS",
  "Tizen",
  "KaiOS",
  "webOS",
  "Unknown",
  "FreeBSD",
];
const BROWSERS = [
  "Chrome",
  "Mobile Safari",
  "Safari",
  "Firefox",
  "Edge",
  "Opera",
  "Samsung Internet",
  "UC Browser",
  "Brave",
  "Vivaldi",
  "Yandex",
  "DuckDuckGo",
  "Unknown",
  "chrome webview",
];
const COUNTRIES = ["US", "DE", "FR", "JP", "BR", "IN", "Unknown", "ZA"];

function randomScans(count: number, today: string): SeedScan[] {
  const next = random(20260322);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const day = shiftDay(today, -Math.floor(next() * 45));
    const country = pick(COUNTRIES);
    const region = `${country}-R${Math.floor(next() * 3)}`;
    return {
      at: new Date(Date.parse(`${day}T00:00:00Z`) + Math.floor(next() * 86_400_000)),
      eventType: next() < 0.15 ? "impression" : "click",
      device: pick(DEVICES),
      os: pick(OSES),
      browser: pick(BROWSERS),
      country,
      region,
      city: `${region}-C${Math.floor(next() * 3)}`,
      visitorId: `visitor-${Math.floor(next() * 60)}`,
    };
  });
}

/** The statistics worked out from the raw events, independently of the rollups. */
function expectedFrom(
  events: {
    eventType: string;
    device: string;
    os: string;
    browser: string;
    country: string;
    region: string;
    city: string;
    visitorId: string;
    createdAt: Date;
  }[],
  start: string,
  end: string,
) {
  const inRange = events.filter((event) => {
    const day = event.createdAt.toISOString().slice(0, 10);
    return day >= start && day <= end;
  });
  const clicks = inRange.filter((event) => event.eventType === "click");
  const tally = (key: (event: (typeof clicks)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const event of clicks) counts.set(key(event), (counts.get(key(event)) ?? 0) + 1);
    return counts;
  };
  const top = (counts: Map<string, number>, limit: number) =>
    [...counts].sort(([a, x], [b, y]) => y - x || byName(a, b)).slice(0, limit);
  const days: { date: string; count: number }[] = [];
  for (let day = start; day <= end; day = shiftDay(day, 1)) {
    days.push({ date: day, count: clicks.filter((event) => event.createdAt.toISOString().startsWith(day)).length });
  }
  const SEP = "\u001f";
  return {
    totalScans: clicks.length,
    uniqueUsers: new Set(clicks.map((event) => event.visitorId)).size,
    deviceBreakdown: {
      mobile: 0,
      desktop: 0,
      tablet: 0,
      other: 0,
      ...Object.fromEntries(tally((event) => event.device)),
    },
    dailyScans: days,
    topBrowsers: top(
      tally((event) => event.browser),
      10,
    ).map(([browser, count]) => ({ browser, count })),
    topOS: top(
      tally((event) => event.os),
      10,
    ).map(([os, count]) => ({ os, count })),
    geoData: top(
      tally((event) => [event.country, event.region, event.city].join(SEP)),
      50,
    ).map(([place, count]) => {
      const [country, region, city] = place.split(SEP);
      return { country, region, city, count };
    }),
    countries: top(
      tally((event) => event.country),
      Infinity,
    ).map(([country, count]) => ({ country, count })),
    topDestinations: [], // the seeded code has no routing rules
    impressions: inRange.length - clicks.length,
    filtered: { total: 0, bot: 0, preview: 0, repeat: 0 }, // events only hold counted scans
    filteredImpressions: 0,
  };
}

describe("statistics equal the raw events they summarise", () => {
  it("for the default range and for custom ranges, with cut top lists and repeat visitors", async () => {
    const { headers, codeId } = await makeOwner();
    const today = todayUtc();
    await seedScans(codeId, randomScans(1200, today));
    const events = await (await db()).scanEvent.findMany({ where: { qrCodeId: codeId }, select: EVENT_FIELDS });
    expect(events).toHaveLength(1200);

    const ranges: [string, string, string][] = [
      ["", shiftDay(today, -30), today],
      [`?startDate=${shiftDay(today, -44)}&endDate=${today}`, shiftDay(today, -44), today],
      [
        `?startDate=${shiftDay(today, -20)}&endDate=${shiftDay(today, -14)}`,
        shiftDay(today, -20),
        shiftDay(today, -14),
      ],
      [
        `?startDate=${shiftDay(today, -60)}&endDate=${shiftDay(today, -50)}`,
        shiftDay(today, -60),
        shiftDay(today, -50),
      ],
    ];
    for (const [query, start, end] of ranges) {
      const result = await call(getStatsRoute, `/api/v1/qrcodes/${codeId}/stats${query}`, {
        headers,
        params: { id: codeId },
      });
      expect(result.status, query).toBe(200);
      const expected = expectedFrom(events, start, end);
      expect(result.body, query || "default range").toEqual(expected);
      if (query === "") {
        // The data is rich enough to exercise what it claims to: cut lists, repeat visitors.
        expect(expected.topOS).toHaveLength(10);
        expect(expected.topBrowsers).toHaveLength(10);
        expect(expected.geoData).toHaveLength(50);
        expect(expected.uniqueUsers).toBeLessThan(expected.totalScans);
        expect((expected.deviceBreakdown as Record<string, number>)["smart-tv"]).toBeGreaterThan(0);
      }
    }
  });

  it("stay exact across repeated reads while scans land on old and recent days", async () => {
    const { headers, codeId } = await makeOwner();
    const today = todayUtc();
    const at = (daysAgo: number, visitorId: string): SeedScan => ({
      at: `${shiftDay(today, -daysAgo)}T12:00:00.000Z`,
      visitorId,
    });
    const ranges = [
      "",
      `?startDate=${shiftDay(today, -40)}&endDate=${shiftDay(today, -3)}`,
      `?startDate=${shiftDay(today, -20)}`,
    ];
    const check = async (step: string) => {
      const events = await (await db()).scanEvent.findMany({ where: { qrCodeId: codeId }, select: EVENT_FIELDS });
      for (const query of ranges) {
        const result = await call(getStatsRoute, `/api/v1/qrcodes/${codeId}/stats${query}`, {
          headers,
          params: { id: codeId },
        });
        const { dailyScans } = result.body as { dailyScans: { date: string }[] };
        expect(result.body, `${step} ${query || "default"}`).toEqual(
          expectedFrom(events, dailyScans[0].date, dailyScans.at(-1)!.date),
        );
      }
    };
    await seedScans(codeId, [at(35, "old"), at(20, "p1"), at(10, "p2"), at(1, "recent"), at(0, "p1")]);
    await Promise.all([check("first reads, concurrent"), check("first reads, concurrent")]);
    await check("second read");
    await seedScans(codeId, [at(15, "new-on-old-day")]);
    await check("a new visitor on an old day");
    await seedScans(codeId, [at(0, "p2"), at(0, "today-only"), at(1, "old")]);
    await check("old and new visitors today and yesterday");
    await seedScans(codeId, [at(5, "p2"), { ...at(4, "recent"), browser: "Lynx", country: "NZ" }]);
    await check("repeat visitors on old days");
    await seedScans(codeId, [{ ...at(6, "imp-only"), eventType: "impression" }]);
    await check("an impression changes nothing");
  });
});
