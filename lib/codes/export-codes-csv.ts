import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { csvHeaders, csvRows } from "../stats/csv";
import { CODE_LINK_SELECT, linkView, shortLinkOf } from "./code-link";
import { CODES_CSV_COLUMNS } from "./codes-csv-columns";
import { effectiveStatus } from "./smart-columns";

/** Codes read per query: the stream holds at most one page in memory. */
export const CODES_CSV_PAGE = 500;

const SELECT = {
  id: true,
  name: true,
  mode: true,
  status: true,
  expiresAt: true,
  maxScans: true,
  scanClaims: true,
  content: true,
  targetUrl: true,
  tags: true,
  scanCount: true,
  createdAt: true,
  ...CODE_LINK_SELECT,
} satisfies Prisma.QrCodeSelect;

type Row = Prisma.QrCodeGetPayload<{ select: typeof SELECT }>;

function cellsOf(row: Row): (string | number)[] {
  const { domain, slug } = linkView(row);
  return [
    row.id,
    row.name ?? "",
    row.mode,
    effectiveStatus(row),
    domain ?? "",
    slug ?? "",
    shortLinkOf(row) ?? "",
    row.mode === "STATIC" ? row.content : row.targetUrl,
    row.tags.join("|"),
    row.scanCount,
    row.createdAt.toISOString(),
  ];
}

/**
 * qrcodes.exportCsv: every live code of the workspace as CSV, oldest first, streamed a page at a
 * time (keyset on createdAt, id), so a large workspace is never held in memory whole. Cells a
 * spreadsheet would run as a formula start with an apostrophe (lib/csv/formula-cells.ts).
 */
export async function exportCodesCsv(accountId: string, now = new Date()): Promise<Response> {
  const prisma = await db();
  const workspace = await prisma.account.findUnique({ where: { id: accountId }, select: { slug: true } });
  const live: Prisma.QrCodeWhereInput = { accountId, deletedAt: null, status: { not: "DELETED" } };
  let after: { createdAt: Date; id: string } | null = null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRows([], [...CODES_CSV_COLUMNS])));
    },
    async pull(controller) {
      const where: Prisma.QrCodeWhereInput = after
        ? {
            ...live,
            OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }],
          }
        : live;
      const rows = await prisma.qrCode.findMany({
        where,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: CODES_CSV_PAGE,
        select: SELECT,
      });
      if (rows.length > 0) {
        const last = rows[rows.length - 1];
        after = { createdAt: last.createdAt, id: last.id };
        controller.enqueue(encoder.encode(csvRows(rows.map(cellsOf))));
      }
      if (rows.length < CODES_CSV_PAGE) controller.close();
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(stream, { headers: csvHeaders(`codes-${workspace?.slug ?? "workspace"}-${day}.csv`) });
}
