import { setTimeout as sleep } from "node:timers/promises";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { isPrismaError } from "../db/is-prisma-error";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A row still running after this long belongs to a process that died; the key is free again. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a request waits for a concurrent one with its key before answering 409. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 100;
const PRUNE_BATCH = 100;

export type Claim = { kind: "run"; id: string } | { kind: "replay"; status: number; body: unknown };

/** Deletes a bounded batch of expired rows, so the table holds about a day of keys. */
async function pruneExpired(now: Date): Promise<void> {
  const prisma = await db();
  await prisma.$executeRaw`DELETE FROM "IdempotencyKey" WHERE "id" IN (SELECT "id" FROM "IdempotencyKey" WHERE "expiresAt" < ${now} LIMIT ${PRUNE_BATCH})`;
}

/**
 * Takes an account's Idempotency-Key for one request. The row is inserted first under the unique
 * (accountId, key) constraint, so of concurrent requests exactly one runs ("run"); the others wait
 * for its answer and replay it, or answer 409 IDEMPOTENCY_KEY_IN_USE if it takes longer than
 * WAIT_FOR_FIRST_MS. The same key with another method, path or body is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function claimIdempotencyKey(accountId: string, key: string, fingerprint: string): Promise<Claim> {
  const prisma = await db();
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const now = new Date();
    const existing = await prisma.idempotencyKey.findUnique({
      where: { accountId_key: { accountId, key } },
      select: { id: true, requestHash: true, status: true, body: true, createdAt: true, expiresAt: true },
    });
    const stale =
      existing &&
      (existing.expiresAt <= now ||
        (existing.status === null && now.getTime() - existing.createdAt.getTime() > ABANDONED_AFTER_MS));
    if (existing && stale) {
      await prisma.idempotencyKey.deleteMany({ where: { id: existing.id } });
      continue;
    }
    if (!existing) {
      try {
        const row = await prisma.idempotencyKey.create({
          data: { accountId, key, requestHash: fingerprint, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) },
          select: { id: true },
        });
        await pruneExpired(now);
        return { kind: "run", id: row.id };
      } catch (error) {
        if (!isPrismaError(error, "P2002")) throw error;
        continue; // another request took the key first: read its row
      }
    }
    if (existing.requestHash !== fingerprint) {
      throw new ApiError(
        "IDEMPOTENCY_KEY_REUSED",
        "This Idempotency-Key was already used with a different request (method, path or body). Use a new key for a new request.",
      );
    }
    if (existing.status !== null) return { kind: "replay", status: existing.status, body: existing.body };
    if (Date.now() >= deadline) {
      throw new ApiError(
        "IDEMPOTENCY_KEY_IN_USE",
        "A request with this Idempotency-Key is still running. Retry in a moment.",
      );
    }
    await sleep(POLL_MS);
  }
}

/** Stores the first answer, to be replayed for the rest of the key's 24 hours. */
export async function completeIdempotencyKey(id: string, status: number, body: unknown): Promise<void> {
  const prisma = await db();
  await prisma.idempotencyKey.update({
    where: { id },
    data: { status, body: JSON.parse(JSON.stringify(body ?? null)) },
    select: { id: true },
  });
}

/** Frees the key after a failed run, so a retry with it runs again (nothing was charged). */
export async function releaseIdempotencyKey(id: string): Promise<void> {
  const prisma = await db();
  await prisma.idempotencyKey.deleteMany({ where: { id } });
}
