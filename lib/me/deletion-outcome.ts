import { db } from "../db/client";

/** What deleting the user would do, for the Settings page to say before anyone confirms (see delete-own-account.ts). */
export async function deletionOutcome(userId: string): Promise<{ accountGoes: boolean; lastAdmin: boolean }> {
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { accountId: true, role: true } });
  const [accountMates, otherAdmins, otherUsers] = await Promise.all([
    prisma.user.count({ where: { accountId: user.accountId, id: { not: userId } } }),
    prisma.user.count({ where: { role: "ADMIN", id: { not: userId } } }),
    prisma.user.count({ where: { id: { not: userId } } }),
  ]);
  return { accountGoes: accountMates === 0, lastAdmin: user.role === "ADMIN" && otherAdmins === 0 && otherUsers > 0 };
}
