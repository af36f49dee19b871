import { randomUUID } from "node:crypto";
import type { SqlPool } from "../db/sql-runner";

export interface ClaimedGeneration {
  id: string;
  accountId: string;
  input: unknown;
  attempts: number;
  regenerateOfId: string | null;
  leaseToken: string;
}

// Queued generations, and running ones whose lease expired (a worker that died: restart resumes
// them), oldest first, each account within its share: `rank` counts the account's candidates and
// `busy` its live leases, so one account with many requests cannot take every slot, nor run more
// than AI_MAX_CONCURRENT at once. Rows another worker holds are skipped (SKIP LOCKED); the
// transaction-scoped advisory lock makes concurrent claims take turns, so two workers cannot both
// count the same free share.
const CLAIM = `
WITH busy AS (
  SELECT "accountId", count(*) AS n FROM "AiGeneration"
  WHERE status = 'RUNNING' AND "leaseUntil" >= $1::timestamp(3) GROUP BY "accountId"
), candidates AS (
  SELECT g.id, row_number() OVER (PARTITION BY g."accountId" ORDER BY g."createdAt", g.id) + COALESCE(busy.n, 0) AS slot, g."createdAt"
  FROM "AiGeneration" AS g LEFT JOIN busy ON busy."accountId" = g."accountId"
  WHERE g.status = 'QUEUED' OR (g.status = 'RUNNING' AND g."leaseUntil" < $1::timestamp(3))
)
UPDATE "AiGeneration" AS g SET status = 'RUNNING', "leaseUntil" = $2::timestamp(3), "leaseToken" = $5, "updatedAt" = $1::timestamp(3)
WHERE g.id IN (
  SELECT c.id FROM candidates AS c JOIN "AiGeneration" AS locked ON locked.id = c.id
  WHERE c.slot <= $3 ORDER BY c."createdAt", c.id LIMIT $4
  FOR UPDATE OF locked SKIP LOCKED
)
RETURNING g.id, g."accountId", g.input, g.attempts, g."regenerateOfId", g."leaseToken"`;

const CLAIM_LOCK = 0x41_49_47_4e; // "AIGN"

/** Leases up to `limit` generations for `leaseMs`, at most `perAccount` running per account. */
export async function claimAiGenerations(
  sql: SqlPool,
  limit: number,
  leaseMs: number,
  perAccount: number,
  now = new Date(),
): Promise<ClaimedGeneration[]> {
  if (limit <= 0) return [];
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const token = randomUUID();
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [CLAIM_LOCK]);
    return tx.query<ClaimedGeneration>(CLAIM, [now.toISOString(), lease, perAccount, limit, token]);
  });
}
