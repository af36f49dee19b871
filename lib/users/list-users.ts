import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { ListUsersInput } from "./user-schemas";

/** Users of the whole install (ADMIN only), in the spec's generic pagination shape. */
export async function listUsers({ page, limit, sort }: ListUsersInput) {
  const prisma = await db();
  const [field, direction] = sort.split(":") as ["name" | "email" | "createdAt", "asc" | "desc"];
  const { rows, pagination } = await findPage(
    { page, size: limit },
    () => prisma.user.count(),
    (window) =>
      prisma.user.findMany({
        orderBy: [{ [field]: direction }, { id: direction }],
        ...window,
        select: { id: true, name: true, email: true, role: true, createdAt: true },
      }),
  );
  return {
    data: rows.map((user) => ({ ...user, createdAt: user.createdAt.toISOString() })),
    // This endpoint's own names for the same numbers.
    pagination: { total: pagination.total, page, limit, pages: pagination.totalPages },
  };
}
