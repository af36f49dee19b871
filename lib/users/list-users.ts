import { db } from "../db/client";
import type { ListUsersInput } from "./user-schemas";

/** Users of the whole install (ADMIN only), in the spec's generic pagination shape. */
export async function listUsers({ page, limit, sort }: ListUsersInput) {
  const prisma = await db();
  const [field, direction] = sort.split(":") as ["name" | "email" | "createdAt", "asc" | "desc"];
  const [total, users] = await Promise.all([
    prisma.user.count(),
    prisma.user.findMany({
      orderBy: [{ [field]: direction }, { id: direction }],
      skip: (page - 1) * limit,
      take: limit,
      select: { id: true, name: true, email: true, role: true, createdAt: true },
    }),
  ]);
  return {
    data: users.map((user) => ({ ...user, createdAt: user.createdAt.toISOString() })),
    pagination: { total, page, limit, pages: Math.ceil(total / limit) },
  };
}
