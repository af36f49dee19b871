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
const claimable = (now: string) =>
  `(g.status = 'QUEUED' OR (g.status = 'RUNNING' AND g."leaseUntil" < ${now}::timestamp(3)))`;
const PICK = `
WITH busy AS (
  SELECT "accountId", count(*) AS n FROM "AiGeneration"
  WHERE status = 'RUNNING' AND "leaseUntil" >= $1::timestamp(3) GROUP BY "accountId"
), candidates AS (
  SELECT g.id, row_number() OVER (PARTITION BY g."accountId" ORDER BY g."createdAt", g.id) + COALESCE(busy.n, 0) AS slot, g."createdAt"
  FROM "AiGeneration" AS g LEFT JOIN busy ON busy."accountId" = g."accountId"
  WHERE ${claimable("$1")}
)
SELECT c.id FROM candidates AS c JOIN "AiGeneration" AS g ON g.id = c.id
WHERE c.slot <= $2 ORDER BY c."createdAt", c.id LIMIT $3
FOR UPDATE OF g SKIP LOCKED`;

// PICK reads the queue as of its start but locks each row in its latest version, which a worker
// may have finished meanwhile (one whose lease had run out). Locked, the rows can no longer
// change: the update, a statement of its own, sees them as they are and leaves such a row alone.
const CLAIM = `
UPDATE "AiGeneration" AS g SET status = 'RUNNING', "leaseUntil" = $3::timestamp(3), "leaseToken" = $4, "updatedAt" = $2::timestamp(3)
WHERE g.id = ANY($1::text[]) AND ${claimable("$2")}
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
    const picked = await tx.query<{ id: string }>(PICK, [now.toISOString(), perAccount, limit]);
    if (picked.length === 0) return [];
    const ids = picked.map((row) => row.id);
    return tx.query<ClaimedGeneration>(CLAIM, [ids, now.toISOString(), lease, token]);
  });
}
