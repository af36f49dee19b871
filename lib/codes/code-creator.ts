import type { AuthenticatedCaller } from "../auth/caller";
import type { Prisma } from "../db/generated/client";

/** The creator columns of a new code (or of an AI generation, which passes them on to its code). */
export interface CodeCreatorColumns {
  createdByUserId?: string;
  createdByKeyId?: string;
}

/** A key's call records the key (it is the workspace's and outlives its creator), a session's the user. */
export const creatorColumnsOf = (caller: AuthenticatedCaller): CodeCreatorColumns =>
  caller.kind === "key" ? { createdByKeyId: caller.keyId } : { createdByUserId: caller.userId };

export const CODE_CREATOR_SELECT = {
  createdByUser: { select: { id: true, name: true } },
  createdByKey: { select: { id: true, name: true } },
} satisfies Prisma.QrCodeSelect;

interface CreatorRow {
  createdByUser: { id: string; name: string } | null;
  createdByKey: { id: string; name: string } | null;
}

/** `createdBy` of a code's answers, in the audit log's actor shape; null once the user or key is gone. */
export function codeCreatorOf(row: CreatorRow) {
  if (row.createdByKey) return { type: "key" as const, id: row.createdByKey.id, label: row.createdByKey.name };
  if (row.createdByUser) return { type: "user" as const, id: row.createdByUser.id, label: row.createdByUser.name };
  return null;
}
