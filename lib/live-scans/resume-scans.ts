import { db } from "../db/client";
import { SCAN_ROW_SELECT } from "../stats/scan-row-select";
import type { LiveScan } from "./live-notice";
import type { StreamCursor } from "./stream-cursor";

/** Scans a reconnect replays at most; past that the stream sends `reset` and the client reloads. */
export const RESUME_LIMIT = 1000;
/** A cursor older than this is not replayed at all (the same reset): bounds the rows one reconnect reads. */
const RESUME_WINDOW_MS = 24 * 3600_000;

/**
 * The workspace's (or one code's) scans stored after the cursor, oldest first; `reset` when more
 * than RESUME_LIMIT are, or the cursor is older than a day. One index range per code
 * (qrCodeId, createdAt, id), bounded by the limit.
 */
export async function scansAfter(
  accountId: string,
  qrCodeId: string | undefined,
  cursor: StreamCursor,
): Promise<{ scans: LiveScan[]; reset: boolean }> {
  if (Date.now() - cursor.at.getTime() > RESUME_WINDOW_MS) return { scans: [], reset: true };
  const prisma = await db();
  const rows = await prisma.scanEvent.findMany({
    where: {
      qrCode: { accountId },
      ...(qrCodeId && { qrCodeId }),
      createdAt: { gte: cursor.at },
      OR: [{ createdAt: { gt: cursor.at } }, { id: { gt: cursor.id } }],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: RESUME_LIMIT + 1,
    select: { ...SCAN_ROW_SELECT, destination: false, qrCodeId: true },
  });
  if (rows.length > RESUME_LIMIT) return { scans: [], reset: true };
  const scans = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    eventType: row.eventType as LiveScan["eventType"],
  }));
  return { scans, reset: false };
}
