import { db } from "../db/client";

/** How many codes the statistics page offers in its code filter (by name). */
export const CODE_CHOICES = 500;

/**
 * What the workspace statistics page offers to filter by: the account's live codes, by name
 * (at most CODE_CHOICES), and the day its first live code was made (where "All time" starts).
 */
export async function getStatsChoices(accountId: string) {
  const prisma = await db();
  const live = { accountId, status: { not: "DELETED" as const } };
  const [codes, first] = await Promise.all([
    prisma.qrCode.findMany({
      where: { ...live, mode: { not: "STATIC" } },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: CODE_CHOICES,
      select: { id: true, name: true },
    }),
    prisma.qrCode.findFirst({ where: live, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  return { codes, firstDay: first ? first.createdAt.toISOString().slice(0, 10) : null };
}
