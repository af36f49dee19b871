import { db } from "../db/client";

export async function findUserByEmail(email: string) {
  const prisma = await db();
  return prisma.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, accountId: true, name: true, email: true, role: true, passwordHash: true },
  });
}
