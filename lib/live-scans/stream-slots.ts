import { getConfig } from "../config/env";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { lockWorkspace } from "../workspaces/lock-workspace";

/** How long a stream's row outlives its last heartbeat: a server that died frees its slots by then. */
const slotTtlMs = () => Math.max(3 * getConfig().STREAM_HEARTBEAT_SECONDS * 1000, 45_000);

/**
 * Takes one of the workspace's STREAM_MAX_PER_WORKSPACE stream slots (429 when all are taken) and
 * answers its id. Counted under the workspace's row lock, so streams opening at once on several
 * instances cannot pass the limit together.
 */
export async function claimStreamSlot(accountId: string): Promise<string> {
  const prisma = await db();
  const max = getConfig().STREAM_MAX_PER_WORKSPACE;
  return prisma.$transaction(async (tx) => {
    await lockWorkspace(tx, accountId);
    const now = Date.now();
    await tx.scanStream.deleteMany({ where: { accountId, expiresAt: { lte: new Date(now) } } });
    if ((await tx.scanStream.count({ where: { accountId } })) >= max)
      throw new ApiError(
        "RATE_LIMITED",
        `At most ${max} live scan streams may be open per workspace; close one first.`,
      );
    const slot = await tx.scanStream.create({
      data: { accountId, expiresAt: new Date(now + slotTtlMs()) },
      select: { id: true },
    });
    return slot.id;
  });
}

/** Extends the slot's lease; false when it is gone (the workspace was deleted). */
export async function renewStreamSlot(id: string): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.scanStream.updateMany({
    where: { id },
    data: { expiresAt: new Date(Date.now() + slotTtlMs()) },
  });
  return count > 0;
}

export async function releaseStreamSlot(id: string): Promise<void> {
  const prisma = await db();
  await prisma.scanStream.deleteMany({ where: { id } });
}
