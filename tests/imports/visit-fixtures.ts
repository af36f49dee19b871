import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { GET as workspaceRoute } from "@/app/api/v1/stats/route";
import { getDatabase } from "@/lib/db/client";
import { type HistoricalVisit, importVisits } from "@/lib/imports/import-visits";
import { QrStyle } from "@/lib/render/style-schema";
import { call } from "../helpers/http";
import { hit, startShortLinkServer } from "../short-links/short-link-harness";
import { SCAN_FACT_FIELDS } from "../stats/seed-scans";
import { makeOwner, type Owner, todayUtc } from "../stats/stats-fixtures";
import { expect, vi } from "vitest";
import { randomBytes } from "node:crypto";

// tests/imports/import-visits.test.ts: visits recorded live through a short-link server and the same
// visits imported, and the statistics of both read back.

export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
export const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
export const SLACK = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
export const AGENTS = [IPHONE, DESKTOP, IPAD, FIREFOX_LINUX, GOOGLEBOT, SLACK, "curl/8.5.0", "", null];

export const PLACES = [
  { country: "DE", region: "Berlin", city: "Berlin" },
  { country: "FR", region: "Île-de-France", city: "Paris" },
  { country: "US", region: "California", city: "San Francisco" },
  { country: "US", region: null, city: null },
  { country: null, region: null, city: null },
];

export const DAY_MS = 86_400_000;

/** A saved dynamic code with a short link in the account (written directly, as the harness does). */
export async function codeOf(accountId: string) {
  const shortCode = randomBytes(6).toString("hex");
  const targetUrl = `https://example.com/landing/${shortCode}`;
  const code = await (await getDatabase()).prisma.qrCode.create({
    data: {
      accountId,
      name: `Imported ${shortCode}`,
      status: "READY",
      content: targetUrl,
      targetUrl,
      shortCode,
      templateUsed: "minimal",
      matchedKeywords: [],
      styles: QrStyle.parse({}),
    },
    select: { id: true, accountId: true },
  });
  return { ...code, shortCode };
}

let ipCounter = 0;
export const nextIp = () => {
  ipCounter++;
  return `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * Follows the code's short link once per visit, through a real short-link server, the clock set
 * to the visit's time; the place comes from a trusted edge's headers, each visit from its own IP.
 */
export async function recordLive(shortCode: string, visits: HistoricalVisit[]) {
  const server = await startShortLinkServer(await getDatabase(), { trustProxy: true, cache: false });
  try {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const visit of visits) {
      vi.setSystemTime(visit.at);
      const headers: Record<string, string> = {
        "user-agent": visit.userAgent ?? "",
        "x-forwarded-for": nextIp(),
        "cf-ipcountry": visit.country ?? "XX",
      };
      if (visit.region !== null) headers["x-vercel-ip-country-region"] = visit.region;
      if (visit.city !== null) headers["x-vercel-ip-city"] = encodeURIComponent(visit.city);
      const answer = await hit(server.origin, `/s/${shortCode}`, { headers });
      expect(answer.status).toBe(302);
    }
    await server.writer.flush();
  } finally {
    vi.useRealTimers();
    await server.close();
  }
}

export async function importInto(code: { id: string; accountId: string }, visits: HistoricalVisit[]) {
  await (await getDatabase()).prisma.$transaction((tx) => importVisits(tx, code, visits), { timeout: 60_000 });
}

export const stats = async (owner: Owner, id: string, startDate: string, endDate: string) => {
  const result = await call(getStatsRoute, `/api/v1/qrcodes/${id}/stats?startDate=${startDate}&endDate=${endDate}`, {
    headers: owner.headers,
    params: { id },
  });
  expect(result.status).toBe(200);
  // Unique users differ by design: a live visitor is its IP + agent, an imported one its agent + place.
  const { uniqueUsers: _, ...rest } = result.body;
  return rest;
};

export const workspaceStats = async (owner: Owner, id: string, startDate: string, endDate: string) => {
  const result = await call(workspaceRoute, `/api/v1/stats?codeId=${id}&startDate=${startDate}&endDate=${endDate}`, {
    headers: owner.headers,
  });
  expect(result.status).toBe(200);
  const { uniqueUsers: _, codes, ...rest } = result.body;
  expect(codes.map((code: { id: string }) => code.id)).toEqual(rest.totalScans > 0 ? [id] : []);
  return { ...rest, codes: codes.map(({ count }: { count: number }) => count) };
};

/** The code's raw scans, as what they say (not ids nor visitor ids), in time order. */
export async function scanFacts(qrCodeId: string) {
  const rows = await (await getDatabase()).prisma.scanEvent.findMany({
    where: { qrCodeId },
    orderBy: [{ createdAt: "asc" }, { device: "asc" }, { os: "asc" }, { browser: "asc" }, { city: "asc" }],
    select: SCAN_FACT_FIELDS,
  });
  return rows;
}

export async function scanCountOf(id: string) {
  return (await (await getDatabase()).prisma.qrCode.findUniqueOrThrow({ where: { id }, select: { scanCount: true } }))
    .scanCount;
}

export const visit = (
  at: Date,
  userAgent: string | null,
  place: (typeof PLACES)[number],
  bot = false,
): HistoricalVisit => ({
  at,
  userAgent,
  referer: null,
  ...place,
  bot,
});

/** Records `visits` live on one code and imports them into another of the same account; answers both. */
export async function liveAndImported(visits: HistoricalVisit[]) {
  const owner = await makeOwner();
  const live = await codeOf(owner.user.accountId);
  const imported = await codeOf(owner.user.accountId);
  await recordLive(live.shortCode, visits);
  await importInto(imported, visits);
  return { owner, live, imported };
}

export async function expectSameStatistics(owner: Owner, liveId: string, importedId: string, startDate: string) {
  const endDate = todayUtc();
  expect(await stats(owner, importedId, startDate, endDate)).toEqual(await stats(owner, liveId, startDate, endDate));
  expect(await workspaceStats(owner, importedId, startDate, endDate)).toEqual(
    await workspaceStats(owner, liveId, startDate, endDate),
  );
  expect(await scanCountOf(importedId)).toBe(await scanCountOf(liveId));
  expect(await scanFacts(importedId)).toEqual(await scanFacts(liveId));
}
