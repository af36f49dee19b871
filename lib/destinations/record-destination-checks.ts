import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { signalOutboxWrite } from "../events/outbox-signal";
import { writeOutboxEvent } from "../events/write-outbox-event";
import type { ProbeResult } from "./probe-destination";

export interface CheckedDestination extends ProbeResult {
  url: string;
}

/**
 * Stores one code's check results in one transaction: each destination's state, and a
 * `qrcode.target_down` event when one goes down (once per outage: `downSince` stays set until it is
 * up again, and only the check that sets it fires the event). Destinations the code no longer has
 * are dropped.
 */
export async function recordDestinationChecks(
  code: { id: string; accountId: string },
  results: CheckedDestination[],
  now = new Date(),
): Promise<number> {
  const prisma = await db();
  let fired = 0;
  await prisma.$transaction(async (tx) => {
    await tx.destinationCheck.deleteMany({
      where: { qrCodeId: code.id, url: { notIn: results.map((result) => result.url) } },
    });
    const previous = await tx.destinationCheck.findMany({
      where: { qrCodeId: code.id },
      select: { url: true, downSince: true },
    });
    const downSince = new Map(previous.map((row) => [row.url, row.downSince]));
    for (const result of results) {
      const wasDown = downSince.get(result.url) ?? null;
      const since = result.up ? null : (wasDown ?? now);
      const state = {
        up: result.up,
        lastStatus: result.status,
        lastError: result.error,
        checkedAt: now,
        downSince: since,
      };
      await tx.destinationCheck.upsert({
        where: { qrCodeId_url: { qrCodeId: code.id, url: result.url } },
        create: { qrCodeId: code.id, url: result.url, ...state },
        update: state,
        select: { id: true },
      });
      if (!result.up && !wasDown) {
        const payload = {
          qrcodeId: code.id,
          url: result.url,
          status: result.status,
          error: result.error,
          since: now.toISOString(),
        };
        await writeOutboxEvent(tx, {
          accountId: code.accountId,
          type: "qrcode.target_down",
          payload: payload as Prisma.InputJsonValue,
        });
        fired++;
      }
    }
  });
  if (fired > 0) signalOutboxWrite();
  return fired;
}
