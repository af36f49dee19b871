import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { forgetCachedCode } from "../short-links/forget-cached-code";
import { deleteWorkspaceRows } from "../workspaces/delete-workspace-rows";
import { checkCurrentPassword } from "./check-current-password";

/**
 * Deletes the signed-in user, once their password is given. Their sessions end and the API keys
 * they created are deleted (the rows cascade). When they are the account's only user, the account
 * goes with them: its codes (whose short links then answer 404), scans and statistics, keys,
 * webhooks and their deliveries, credits, logos and AI generations. When other users remain, the
 * account and its codes stay theirs. The install's last ADMIN cannot leave while other users
 * remain: nobody could manage users after them.
 */
export async function deleteOwnAccount(userId: string, currentPassword: string) {
  const user = await checkCurrentPassword(userId, currentPassword, "to delete the account");
  const prisma = await db();
  const result = await prisma.$transaction(async (tx) => {
    // The lock createUser takes: a sign-up cannot become the first user (ADMIN) halfway through this.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(4242001)`;
    if (user.role === "ADMIN") await refuseLastAdmin(tx, userId);
    const others = await tx.user.count({ where: { accountId: user.accountId, id: { not: userId } } });
    if (others > 0) {
      await tx.user.delete({ where: { id: userId }, select: { id: true } });
      return { deleted: true as const, accountDeleted: false, codeIds: [] };
    }
    const codeIds = await deleteWorkspaceRows(tx, user.accountId);
    return { deleted: true as const, accountDeleted: true, codeIds };
  });
  for (const id of result.codeIds) forgetCachedCode(id); // other instances hear of it from the database
  return { deleted: result.deleted, accountDeleted: result.accountDeleted };
}

async function refuseLastAdmin(tx: Prisma.TransactionClient, userId: string) {
  const [admins, users] = await Promise.all([
    tx.user.count({ where: { role: "ADMIN", id: { not: userId } } }),
    tx.user.count({ where: { id: { not: userId } } }),
  ]);
  if (admins === 0 && users > 0) {
    throw new ApiError(
      "CONFLICT",
      "You are the only admin of this Codebeam while other users remain: make another admin first (npm run cli -- users:create … --admin).",
    );
  }
}
