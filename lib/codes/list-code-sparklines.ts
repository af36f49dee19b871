import { db } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";

const DAY_MS = 86_400_000;
export const SPARKLINE_DAYS = 7;

/** The last `days` UTC days, oldest first, today last. */
export const sparklineDays = (now: number, days = SPARKLINE_DAYS) =>
  Array.from({ length: days }, (_, index) => new Date(now - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));

/**
 * Scans per UTC day of the listed codes over the last seven days, today last, zero-filled: one
 * query over the daily rollups for the whole page (one key probe per code and day), never one per
 * row. Codes of another account get nothing.
 */
export async function listCodeSparklines(
  accountId: string,
  ids: string[],
  now = Date.now(),
): Promise<Record<string, number[]>> {
  if (ids.length === 0) return {};
  const days = sparklineDays(now);
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<{ qrCodeId: string; day: string; count: number }[]>(
    `SELECT d."qrCodeId", d."day", d."count" FROM "ScanDailyCount" d JOIN "QrCode" q ON q."id" = d."qrCodeId"
     WHERE q."accountId" = $1 AND d."qrCodeId" = ANY($2::text[]) AND d."dimension" = $3 AND d."value" = ''
       AND d."day" = ANY($4::text[])`,
    accountId,
    ids,
    ROLLUP.total,
    days,
  );
  const lines: Record<string, number[]> = {};
  for (const id of ids) lines[id] = days.map(() => 0);
  for (const row of rows) lines[row.qrCodeId][days.indexOf(row.day)] = Number(row.count);
  return lines;
}
