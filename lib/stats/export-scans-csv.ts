import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { SCAN_ROW_SELECT } from "./scan-row-select";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { csvHeaders, csvRows } from "./csv";
import type { DayBounds } from "./stats-schemas";
import { dayEnd, dayStart } from "./utc-days";

const PAGE_ROWS = 2000;
export const SCANS_CSV_MAX_ROWS = 1_000_000;
const COLUMNS = [
  "timestamp",
  "eventType",
  "device",
  "os",
  "browser",
  "country",
  "region",
  "city",
  "destination",
] as const;

/**
 * GET /api/v1/qrcodes/{id}/scans.csv: every scan event of the range, newest first, streamed a page
 * at a time (keyset on createdAt, id), so a large export neither holds the event loop nor the
 * whole table in memory. At most SCANS_CSV_MAX_ROWS rows.
 */
export async function exportScansCsv(
  accountId: string,
  id: string,
  { startDate, endDate }: DayBounds,
): Promise<Response> {
  const code = await getQrCodeOrThrow(accountId, id, { id: true, shortCode: true });
  const prisma = await db();
  const range = { ...(startDate && { gte: dayStart(startDate) }), ...(endDate && { lt: dayEnd(endDate) }) };
  let after: { createdAt: Date; id: string } | null = null;
  let sent = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRows([], [...COLUMNS])));
    },
    async pull(controller) {
      const where: Prisma.ScanEventWhereInput = {
        qrCodeId: id,
        createdAt: range,
        ...(after && {
          OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
        }),
      };
      const take = Math.min(PAGE_ROWS, SCANS_CSV_MAX_ROWS - sent);
      const rows =
        take > 0
          ? await prisma.scanEvent.findMany({
              where,
              orderBy: [{ createdAt: "desc" }, { id: "desc" }],
              take,
              select: SELECT,
            })
          : [];
      if (rows.length === 0) return controller.close();
      const last = rows[rows.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
      sent += rows.length;
      controller.enqueue(
        encoder.encode(
          csvRows(
            rows.map((row) => [
              row.createdAt.toISOString(),
              row.eventType,
              row.device,
              row.os,
              row.browser,
              row.country,
              row.region,
              row.city,
              row.destination,
            ]),
          ),
        ),
      );
    },
  });
  return new Response(stream, { headers: csvHeaders(`scans-${code.shortCode ?? code.id}.csv`) });
}

const SELECT = SCAN_ROW_SELECT;
