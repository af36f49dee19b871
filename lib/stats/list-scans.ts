import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { SCAN_ROW_SELECT } from "./scan-row-select";
import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { z } from "zod";
import type { ScanEventSchema, ScansQueryInput } from "./stats-schemas";

/** The column holds only the two kinds the scan writer records. */
type EventType = z.output<typeof ScanEventSchema>["eventType"];
import { dayEnd, dayStart } from "./utc-days";

/** qrcodes.getScans: one page of a code's raw scan events (clicks and impressions), newest first. */
export async function listScans(accountId: string, id: string, { page, size, startDate, endDate }: ScansQueryInput) {
  await getQrCodeOrThrow(accountId, id, { id: true });
  const prisma = await db();
  const createdAt = {
    ...(startDate && { gte: dayStart(startDate) }),
    ...(endDate && { lt: dayEnd(endDate) }),
  };
  const where = { qrCodeId: id, createdAt };
  const { rows, pagination } = await findPage(
    { page, size },
    () => prisma.scanEvent.count({ where }),
    (window) =>
      prisma.scanEvent.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...window,
        select: SCAN_ROW_SELECT,
      }),
  );
  const data = rows.map(({ createdAt: at, ...event }) => ({ ...event, eventType: event.eventType as EventType, timestamp: at.toISOString() }));
  return { data, pagination };
}
