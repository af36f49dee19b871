import { randomUUID } from "node:crypto";
import type { SqlPool } from "../db/sql-runner";

/** An import a worker holds: its lease token must match for anything it records. */
export interface ClaimedImport {
  id: string;
  accountId: string;
  source: string;
  dryRun: boolean;
  phase: string;
  leaseToken: string;
  createdByUserId: string | null;
  createdByKeyId: string | null;
}

// The oldest waiting import of a workspace that runs none (one at a time per workspace), or one whose
// worker died (its lease ran out: it resumes where it stopped). SKIP LOCKED shares the queue between
// instances on one PostgreSQL.
const CLAIM = `
UPDATE "Import" AS i
SET status = 'RUNNING', "leaseUntil" = $2::timestamp(3), "leaseToken" = $3,
    "startedAt" = COALESCE(i."startedAt", $1::timestamp(3))
WHERE i.id = (
  SELECT c.id FROM "Import" c
  WHERE (c.status = 'QUEUED' AND NOT EXISTS (
           SELECT 1 FROM "Import" r
           WHERE r."accountId" = c."accountId" AND r.status = 'RUNNING' AND r."leaseUntil" > $1::timestamp(3)))
     OR (c.status = 'RUNNING' AND c."leaseUntil" <= $1::timestamp(3))
  ORDER BY c."createdAt", c.id
  LIMIT 1
  FOR UPDATE SKIP LOCKED
)
RETURNING i.id, i."accountId", i.source, i."dryRun", i.phase, i."leaseToken",
          i."createdByUserId", i."createdByKeyId"`;

// Claims take turns (a transaction-scoped advisory lock): the statement's snapshot then sees the
// import the previous claim started. Without it, two instances claiming at once could each find
// the workspace running none and start two of its imports.
const CLAIM_LOCK = 0x494d_5054; // "IMPT"

export async function claimImport(sql: SqlPool, leaseMs: number, now = new Date()): Promise<ClaimedImport | null> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [CLAIM_LOCK]);
    const rows = await tx.query<ClaimedImport>(CLAIM, [now, new Date(now.getTime() + leaseMs), randomUUID()]);
    return rows[0] ?? null;
  });
}
