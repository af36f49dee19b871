import { ApiError } from "../errors/api-error";
import type { Prisma } from "../db/generated/client";

/**
 * Locks the workspace's row until the transaction ends, so membership changes of one workspace
 * run one after another: two OWNERs demoting or removing each other at once cannot both pass the
 * last-owner check. A workspace that no longer exists is a 404.
 */
export async function lockWorkspace(tx: Prisma.TransactionClient, workspaceId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Account" WHERE "id" = ${workspaceId} FOR UPDATE`;
  if (rows.length === 0) throw new ApiError("NOT_FOUND", "No workspace of yours with this id.");
}

/** How many OWNERs the workspace has; read after lockWorkspace, it cannot change before the commit. */
export const ownerCount = (tx: Prisma.TransactionClient, workspaceId: string) =>
  tx.membership.count({ where: { accountId: workspaceId, role: "OWNER" } });
