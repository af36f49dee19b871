import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { getConfig } from "../config/env";
import { db } from "../db/client";
import type { DestinationList } from "./destination-schemas";

/** GET /api/v1/qrcodes/{id}/destinations: the health of each place the code sends visitors. */
export async function listDestinationChecks(accountId: string, id: string): Promise<DestinationList> {
  const code = await getQrCodeOrThrow(accountId, id, { id: true, destinationsCheckedAt: true });
  const rows = await (await db()).destinationCheck.findMany({
    where: { qrCodeId: code.id },
    select: { url: true, up: true, lastStatus: true, lastError: true, checkedAt: true, downSince: true },
    orderBy: [{ up: "asc" }, { url: "asc" }],
  });
  return {
    data: rows.map((row) => ({
      ...row,
      checkedAt: row.checkedAt.toISOString(),
      downSince: row.downSince?.toISOString() ?? null,
    })),
    checkedAt: code.destinationsCheckedAt?.toISOString() ?? null,
    intervalMinutes: getConfig().DESTINATION_CHECK_MINUTES,
  };
}
