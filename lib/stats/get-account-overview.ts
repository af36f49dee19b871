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
  recentCodes: { id: string; name: string | null; mode: string; status: string; scanCount: number; createdAt: string }[];
  codeCount: number;
}

/**
 * The dashboard's first screen: an account's scans per day over the last `days` days (and the total
 * of the period before, for the trend), its most scanned codes in that time and its newest codes.
 * Read from the daily rollups, so the cost follows days × codes scanned, not the number of scans.
 */
export async function getAccountOverview(accountId: string, days = 30, now = Date.now()): Promise<AccountOverview> {
  const prisma = await db();
  const today = dayOf(now);
  const start = dayOf(now - (days - 1) * DAY_MS);
  const previousStart = dayOf(now - (2 * days - 1) * DAY_MS);
  // One pass over the account's rollup rows of both periods, summed per code and day.
  const rows = await prisma.$queryRaw<{ qrCodeId: string; day: string; count: number }[]>`
    SELECT d."qrCodeId", d."day", SUM(d."count")::int AS "count"
    FROM "ScanDailyCount" d JOIN "QrCode" q ON q."id" = d."qrCodeId"
    WHERE q."accountId" = ${accountId} AND q."status" <> 'DELETED' AND d."dimension" = ${ROLLUP.total}
      AND d."day" >= ${previousStart} AND d."day" <= ${today}
    GROUP BY d."qrCodeId", d."day"`;
  const byDay = new Map<string, number>();
  const byCode = new Map<string, number>();
  let previousTotal = 0;
  for (const { qrCodeId, day, count } of rows) {
    if (day < start) {
      previousTotal += Number(count);
      continue;
    }
    byDay.set(day, (byDay.get(day) ?? 0) + Number(count));
    byCode.set(qrCodeId, (byCode.get(qrCodeId) ?? 0) + Number(count));
  }
  const daily = Array.from({ length: days }, (_, index) => {
    const date = dayOf(now - (days - 1 - index) * DAY_MS);
    return { date, count: byDay.get(date) ?? 0 };
  });
  const topIds = [...byCode.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
  const live = { accountId, status: { not: "DELETED" as const } };
  const [named, recent, codeCount] = await Promise.all([
    prisma.qrCode.findMany({ where: { id: { in: topIds.map(([id]) => id) } }, select: { id: true, name: true, mode: true } }),
    prisma.qrCode.findMany({
      where: live,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 5,
      select: { id: true, name: true, mode: true, status: true, scanCount: true, createdAt: true },
    }),
    prisma.qrCode.count({ where: live }),
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
  };
}
