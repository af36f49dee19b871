import { db } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface AccountOverview {
  /** Scans per UTC day over the last `days` days, today last, zero-filled. */
  daily: { date: string; count: number }[];
  total: number;
  /** Scans of the `days` days before those. */
  previousTotal: number;
  topCodes: { id: string; name: string | null; mode: string; count: number }[];
  recentCodes: {
    id: string;
    name: string | null;
    mode: string;
    status: string;
    scanCount: number;
    createdAt: string;
  }[];
  codeCount: number;
  /** The account's first UTC day (YYYY-MM-DD): the chart draws no days before it. */
  firstDay: string;
}

/**
 * The dashboard's first screen: an account's scans per day over the last `days` days (and the total
 * of the period before, for the trend), its most scanned codes in that time and its newest codes.
 * Summed by the database from the daily rollups: a few rows come back whatever the number of codes or scans.
 */
export async function getAccountOverview(accountId: string, days = 30, now = Date.now()): Promise<AccountOverview> {
  const prisma = await db();
  const dayList = Array.from({ length: days }, (_, index) => dayOf(now - (days - 1 - index) * DAY_MS));
  const previousDays = Array.from({ length: days }, (_, index) => dayOf(now - (2 * days - 1 - index) * DAY_MS));
  const start = dayList[0];
  // Summed in the database, so the answer stays a few rows whatever the number of codes: days of
  // both periods, and the five codes most scanned in this one. The `total` rows are in an index of
  // their own holding the count (migration 20261204090000_scan_daily_totals), so each code's days
  // are one range of it, never a walk over the code's device, browser and place rows; the dimension
  // is written in the statement for PostgreSQL to match that partial index in every plan. The range
  // is read once, for both sums.
  const rows = await prisma.$queryRawUnsafe<{ kind: "day" | "code"; key: string; count: number }[]>(
    `WITH r AS MATERIALIZED (
       SELECT d."day", d."qrCodeId", d."count" FROM "ScanDailyCount" d JOIN "QrCode" q ON q."id" = d."qrCodeId"
       WHERE q."accountId" = $1 AND q."status" <> 'DELETED' AND d."dimension" = '${ROLLUP.total}' AND d."day" BETWEEN $2 AND $3)
     SELECT 'day' AS "kind", "day" AS "key", SUM("count")::int AS "count" FROM r GROUP BY "day"
     UNION ALL
     (SELECT 'code', "qrCodeId", SUM("count")::int AS "count" FROM r WHERE "day" >= $4 GROUP BY "qrCodeId"
      ORDER BY 3 DESC, 2 ASC LIMIT 5)`,
    accountId,
    previousDays[0],
    dayList[dayList.length - 1],
    start,
  );
  const byDay = new Map(rows.filter((row) => row.kind === "day").map((row) => [row.key, Number(row.count)]));
  const previousTotal = previousDays.reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0);
  const daily = dayList.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
  // UNION ALL keeps no order: the five are sorted again here.
  const topIds = rows
    .filter((row) => row.kind === "code")
    .map((row) => [row.key, Number(row.count)] as const)
    .sort(([idA, a], [idB, b]) => b - a || (idA < idB ? -1 : 1));
  const live = { accountId, status: { not: "DELETED" as const } };
  const [named, recent, codeCount, account] = await Promise.all([
    prisma.qrCode.findMany({
      where: { id: { in: topIds.map(([id]) => id) } },
      select: { id: true, name: true, mode: true },
    }),
    prisma.qrCode.findMany({
      where: live,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 5,
      select: { id: true, name: true, mode: true, status: true, scanCount: true, createdAt: true },
    }),
    prisma.qrCode.count({ where: live }),
    prisma.account.findUnique({ where: { id: accountId }, select: { createdAt: true } }),
  ]);
  const nameOf = new Map(named.map((code) => [code.id, code]));
  return {
    daily,
    total: daily.reduce((sum, day) => sum + day.count, 0),
    previousTotal,
    topCodes: topIds.flatMap(([id, count]) => {
      const code = nameOf.get(id);
      return code ? [{ id, name: code.name, mode: code.mode, count }] : [];
    }),
    recentCodes: recent.map((code) => ({ ...code, createdAt: code.createdAt.toISOString() })),
    codeCount,
    firstDay: (account?.createdAt ?? new Date(now)).toISOString().slice(0, 10),
  };
}
