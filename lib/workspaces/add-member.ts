import { db } from "../db/client";
import { isPrismaError } from "../db/is-prisma-error";
import { ApiError } from "../errors/api-error";
import type { WorkspaceRole } from "./workspace-roles";

/** Makes a user a member of a workspace with one role; a 409 when they already are one. */
export async function addMember(accountId: string, userId: string, role: WorkspaceRole): Promise<void> {
  const prisma = await db();
  try {
    await prisma.membership.create({ data: { accountId, userId, role }, select: { userId: true } });
  } catch (error) {
    if (isPrismaError(error, "P2002"))
      throw new ApiError("CONFLICT", "This user is already a member of the workspace.");
    throw error;
  }
}
