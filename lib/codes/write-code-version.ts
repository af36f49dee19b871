import type { Prisma } from "../db/generated/client";
import type { Actor } from "./actor";

/** The columns a version keeps: everything that decides where a scan goes. */
export const ROUTING_SELECT = {
  targetUrl: true,
  validFrom: true,
  expiresAt: true,
  fallbackUrl: true,
  maxScans: true,
  rules: true,
  utm: true,
  passwordHash: true,
} satisfies Prisma.QrCodeSelect;

export type RoutingColumns = Prisma.QrCodeGetPayload<{ select: typeof ROUTING_SELECT }>;
export type RoutingField = keyof RoutingColumns;
export const ROUTING_FIELDS = Object.keys(ROUTING_SELECT) as RoutingField[];

/** A version's stored state: JSON, instants as ISO strings (the password only as its hash). */
export type RoutingSnapshot = {
  [K in RoutingField]: K extends "validFrom" | "expiresAt" ? string | null : RoutingColumns[K];
};

/** The routing fields of a row (any other selected column is left out). */
export function snapshotOf(row: RoutingColumns): RoutingSnapshot {
  const { targetUrl, validFrom, expiresAt, fallbackUrl, maxScans, rules, utm, passwordHash } = row;
  return {
    targetUrl,
    validFrom: validFrom?.toISOString() ?? null,
    expiresAt: expiresAt?.toISOString() ?? null,
    fallbackUrl,
    maxScans,
    rules,
    utm,
    passwordHash,
  };
}

/** The fields whose value differs between two snapshots. */
export function changedFields(before: RoutingSnapshot, after: RoutingSnapshot): RoutingField[] {
  return ROUTING_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

type Tx = Pick<Prisma.TransactionClient, "qrCodeVersion">;

/**
 * Appends the next version of a code. Callers hold the code's row lock (they changed the row in the
 * same transaction), so concurrent changes of one code number their versions in order.
 */
export async function writeCodeVersion(
  tx: Tx,
  qrCodeId: string,
  snapshot: RoutingSnapshot,
  changes: string[],
  actor: Actor,
  createdAt?: Date,
): Promise<number> {
  const last = await tx.qrCodeVersion.findFirst({
    where: { qrCodeId },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  const version = (last?.version ?? 0) + 1;
  await tx.qrCodeVersion.create({
    data: {
      qrCodeId,
      version,
      changes,
      snapshot: snapshot as unknown as Prisma.InputJsonValue,
      actorKind: actor.kind,
      actorUserId: actor.userId ?? null,
      actorKeyId: actor.keyId ?? null,
      ...(createdAt ? { createdAt } : {}),
    },
    select: { id: true },
  });
  return version;
}
