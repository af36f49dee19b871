import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { getConfig } from "../config/env";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { parseGeoValue, ROLLUP } from "../scans/rollup-dimensions";
import { FILTER_REASONS, type FilterReason } from "../scans/scan-record";
import { compareNames } from "./get-stats";
import { hourlyScans } from "./hourly-scans";
import { addDays, dayEnd, dayStart, eachDay, today } from "./utc-days";
import { type KindRow, readEventKinds, readQuarterHours, readRollupKinds } from "./workspace-sql";
import {
  DEVICES,
  TOP_CODES,
  type WorkspaceFilters,
  type WorkspaceStatistics,
  type WorkspaceStatsQueryInput,
} from "./workspace-stats-schemas";

const TOP_LIMITS = { browser: 10, os: 10, geo: 50, destination: 20 } as const;

/** The first day whose raw events retention still keeps whole; null when nothing is purged. */
function firstRetainedDay(): string | null {
  const days = getConfig().SCAN_RETENTION_DAYS;
  return days > 0 ? addDays(today(), -days) : null;
}

function ranked(rows: KindRow[], kind: string, limit = Infinity) {
  return rows
    .filter((row) => row.kind === kind)
    .sort((a, b) => b.count - a.count || compareNames(a.key, b.key))
    .slice(0, limit);
}

async function topCodes(rows: KindRow[]): Promise<WorkspaceStatistics["codes"]> {
  const top = rows
    .filter((row) => row.kind === "code")
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
    .slice(0, TOP_CODES);
  const prisma = await db();
  const names = await prisma.qrCode.findMany({
    where: { id: { in: top.map((row) => row.key) } },
    select: { id: true, name: true },
  });
  const nameOf = new Map(names.map((code) => [code.id, code.name]));
  return top.map((row) => ({ id: row.key, name: nameOf.get(row.key) ?? null, count: row.count }));
}

function filteredCounts(rows: KindRow[]): Pick<WorkspaceStatistics, "filtered" | "filteredImpressions"> {
  const filtered = { total: 0, bot: 0, preview: 0, repeat: 0 };
  let filteredImpressions = 0;
  for (const { kind, key, count } of rows) {
    if (kind === ROLLUP.filteredImpression) filteredImpressions += count;
    if (kind !== ROLLUP.filtered) continue;
    filtered.total += count;
    if ((FILTER_REASONS as readonly string[]).includes(key)) filtered[key as FilterReason] += count;
  }
  return { filtered, filteredImpressions };
}

/** The rows (day, device, top lists, codes, visitors…) as the statistics object. */
async function statisticsOf(
  rows: KindRow[],
  query: WorkspaceStatsQueryInput,
  byEvents: boolean,
): Promise<Omit<WorkspaceStatistics, "hourlyScans" | "timeZone" | "source">> {
  const perDay = new Map(rows.filter((row) => row.kind === "day").map((row) => [row.key, row.count]));
  const dailyScans = eachDay(query.startDate, query.endDate).map((date) => ({ date, count: perDay.get(date) ?? 0 }));
  const deviceBreakdown: Record<string, number> = Object.fromEntries(DEVICES.map((device) => [device, 0]));
  for (const { key, count } of ranked(rows, ROLLUP.device)) deviceBreakdown[key] = count;
  const sumOf = (kind: string) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.count, 0);
  return {
    totalScans: dailyScans.reduce((sum, day) => sum + day.count, 0),
    uniqueUsers: sumOf("visitors"),
    deviceBreakdown,
    dailyScans,
    topBrowsers: ranked(rows, "browser", TOP_LIMITS.browser).map(({ key, count }) => ({ browser: key, count })),
    topOS: ranked(rows, "os", TOP_LIMITS.os).map(({ key, count }) => ({ os: key, count })),
    geoData: ranked(rows, "geo", TOP_LIMITS.geo).map(({ key, count }) => ({ ...parseGeoValue(key), count })),
    countries: ranked(rows, "country").map(({ key, count }) => ({ country: key, count })),
    topDestinations: ranked(rows, "destination", TOP_LIMITS.destination).map(({ key, count }) => ({
      destination: key,
      count,
    })),
    impressions: sumOf(ROLLUP.impression),
    ...(byEvents ? { filtered: null, filteredImpressions: null } : filteredCounts(rows)),
    codes: await topCodes(rows),
  };
}

/**
 * stats.get: the scans of every live code of the account together, over a range of UTC days,
 * narrowed by tag, code, country and device. Tag and code pick codes, so the daily rollups answer;
 * a country or device filter cuts across the rollups' dimensions (a country's devices are in no
 * rollup), so raw scan events answer, over at most MAX_EVENT_STATS_DAYS days retention still keeps.
 */
export async function getWorkspaceStats(
  accountId: string,
  query: WorkspaceStatsQueryInput,
): Promise<WorkspaceStatistics> {
  if (query.codeId) await getQrCodeOrThrow(accountId, query.codeId, { id: true });
  const filters: WorkspaceFilters = {
    tag: query.tag,
    codeId: query.codeId,
    country: query.country,
    device: query.device,
  };
  const byEvents = query.country !== undefined || query.device !== undefined;
  const retained = firstRetainedDay();
  if (byEvents && retained && query.startDate < retained)
    throw new ApiError("INVALID_REQUEST", "The range reaches before the raw scans retention keeps.", [
      {
        field: "startDate",
        message: `with a country or device filter, must be ${retained} or later (SCAN_RETENTION_DAYS keeps raw scans that long)`,
      },
    ]);
  const [from, to] = [dayStart(query.startDate), dayEnd(query.endDate)];
  const oneDay = query.startDate === query.endDate && (!retained || query.startDate >= retained);
  const [rows, quarters] = await Promise.all([
    byEvents
      ? readEventKinds(accountId, filters, from, to)
      : readRollupKinds(accountId, filters, query.startDate, query.endDate),
    oneDay ? readQuarterHours(accountId, filters, from, to) : null,
  ]);
  return {
    ...(await statisticsOf(rows, query, byEvents)),
    hourlyScans: quarters ? hourlyScans(quarters, from, to, query.tz) : null,
    timeZone: query.tz,
    source: byEvents ? "events" : "rollups",
  };
}
