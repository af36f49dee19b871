import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { forgetCachedCode } from "../short-links/forget-cached-code";
import { deleteWorkspaceRows } from "../workspaces/delete-workspace-rows";
import { lockWorkspace, ownerCount } from "../workspaces/lock-workspace";
import { lastOwner } from "../workspaces/member-change-rules";
import { moveDefaultWorkspaces } from "../workspaces/move-default-workspaces";
import { checkCurrentPassword } from "./check-current-password";

/**
 * Deletes the signed-in user, once their password is given. Their sessions end; the API keys they
 * created stay their workspace's and keep working (createdById is set null). Each workspace they
 * were the only member of goes with them: its codes (whose short links then answer 404), scans and
 * statistics, keys, webhooks and their deliveries, credits, logos and AI generations. Workspaces
 * with other members stay theirs, but not without an OWNER: the last OWNER of one must make
 * another member OWNER first (409 LAST_OWNER). The install's last ADMIN cannot leave while other
 * users remain: nobody could manage users after them.
 */
export async function deleteOwnAccount(userId: string, currentPassword: string) {
  const user = await checkCurrentPassword(userId, currentPassword, "to delete the account");
  const prisma = await db();
  const result = await prisma.$transaction(async (tx) => {
    // The lock createUser takes: a sign-up cannot become the first user (ADMIN) halfway through this.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(4242001)`;
    if (user.role === "ADMIN") await refuseLastAdmin(tx, userId);
    const memberships = await tx.membership.findMany({ where: { userId }, select: { accountId: true, role: true } });
    const alone: string[] = [];
    for (const { accountId, role } of memberships) {
      await lockWorkspace(tx, accountId);
      const others = await tx.membership.count({ where: { accountId, userId: { not: userId } } });
      if (others === 0) alone.push(accountId);
      else if (role === "OWNER" && (await ownerCount(tx, accountId)) === 1) {
        throw lastOwner("You are the last OWNER of a workspace with other members");
      }
    }
    const codeIds: string[] = [];
    for (const accountId of alone) {
      // Users left pointing at it by default (none are members) get another default first.
      await moveDefaultWorkspaces(tx, accountId, undefined, [userId]);
      codeIds.push(...(await deleteWorkspaceRows(tx, accountId)));
    }
    await tx.user.deleteMany({ where: { id: userId } });
    return { deleted: true as const, accountDeleted: alone.includes(user.accountId), codeIds };
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
