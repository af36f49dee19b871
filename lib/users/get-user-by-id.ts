import { db } from "../db/client";

/** The signed-in user as the dashboard needs it (never the password hash). */
export async function getUserById(id: string) {
  const prisma = await db();
  return prisma.user.findUnique({
    where: { id },
    select: { id: true, accountId: true, name: true, email: true, role: true },
  });
}
