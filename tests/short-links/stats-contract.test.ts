import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStats } from "@/lib/stats/get-stats";
import { listScans } from "@/lib/stats/list-scans";
import { useTestDatabase } from "../helpers/database";
import { DESKTOP, hit, IPHONE, makeCode, type ShortLinkServer, startShortLinkServer } from "./short-link-harness";

// The rollups the short-link handler writes are the ones lib/stats reads: statistics computed from
// them must agree with the raw events the same requests left.
const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current(), { trustProxy: true });
});
afterAll(() => server.close());

describe("scans as statistics see them", () => {
  it("reports totals, unique visitors, devices, browsers, OS, places and impressions of real scans", async () => {
    const code = await makeCode(database.current());
    const visits: [string, string][] = [
      [IPHONE, "81.2.69.142"],
      [IPHONE, "81.2.69.142"], // same visitor again
      [IPHONE, "8.8.8.8"],
      [DESKTOP, "81.2.69.142"],
      ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "8.8.8.8"], // not counted
    ];
    for (const [agent, ip] of visits) {
      await hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": agent, "x-forwarded-for": ip } });
    }
    await hit(server.origin, `/s/${code.shortCode}/qr.png`, {
      headers: { "user-agent": DESKTOP, "x-forwarded-for": "8.8.8.8" },
    });

    const today = new Date().toISOString().slice(0, 10);
    const stats = await getStats(code.accountId, code.id, { startDate: today, endDate: today });
    expect(stats).toMatchObject({
      totalScans: 4,
      uniqueUsers: 3,
      deviceBreakdown: { mobile: 3, desktop: 1, tablet: 0, other: 0 },
      dailyScans: [{ date: today, count: 4 }],
      topBrowsers: [
        { browser: "Mobile Safari", count: 3 },
        { browser: "Chrome", count: 1 },
      ],
      topOS: [
        { os: "iOS", count: 3 },
        { os: "Windows", count: 1 },
      ],
      geoData: [
        { country: "GB", region: "England", city: "Bracknell", count: 3 },
        { country: "US", region: "Unknown", city: "Unknown", count: 1 },
      ],
      impressions: 1,
    });

    const scans = await listScans(code.accountId, code.id, { page: 1, size: 20 });
    expect(scans.pagination.total).toBe(5);
    expect(scans.data.filter((scan) => scan.eventType === "click")).toHaveLength(stats.totalScans);
  });
});
