import { ApiError } from "../errors/api-error";
import { hashPassword } from "../auth/password";
import { getConfig } from "../config/env";
import { appendLedgerEntry } from "../credits/credit-ledger";
import { db } from "../db/client";
import { isPrismaError } from "../db/is-prisma-error";
import { workspaceSlug } from "../workspaces/workspace-slug";
import type { CreateUserInput } from "./user-schemas";

export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: "ADMIN" | "USER";
  createdAt: string;
}

/**
 * Creates a user with a workspace of its own (as its OWNER) and the starting credit grant, in one transaction.
 * The first user of a fresh install becomes ADMIN; `admin` forces it (CLI).
 */
export async function createUser(input: CreateUserInput, options: { admin?: boolean } = {}): Promise<PublicUser> {
  const prisma = await db();
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await prisma.$transaction(async (tx) => {
      // Serializes first-user detection so two simultaneous sign-ups cannot both become ADMIN.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(4242001)`;
      const first = (await tx.user.count()) === 0;
      const account = await tx.account.create({
        data: { name: input.name, slug: workspaceSlug(input.name) },
        select: { id: true },
      });
      const created = await tx.user.create({
        data: {
          accountId: account.id,
          name: input.name,
          email: input.email,
          passwordHash,
          role: options.admin || first ? "ADMIN" : "USER",
        },
        select: { id: true, name: true, email: true, role: true, createdAt: true },
      });
      await tx.membership.create({ data: { accountId: account.id, userId: created.id, role: "OWNER" } });
      const grant = getConfig().STARTING_CREDITS;
      if (grant > 0) await appendLedgerEntry(tx, { accountId: account.id, amount: grant, reason: "starting_grant" });
      return created;
    });
    return { ...user, createdAt: user.createdAt.toISOString() };
  } catch (error) {
    if (isPrismaError(error, "P2002")) {
      throw new ApiError("CONFLICT", "A user with this email already exists.", [
        { field: "email", message: "is already registered" },
      ]);
    }
    throw error;
  }
}
