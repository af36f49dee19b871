import pg from "pg";
import { describe, expect, it } from "vitest";
import { claimAiGenerations } from "@/lib/ai/claim-ai-generations";
import { testDatabaseKind, useTestDatabase } from "../helpers/database";
import { makeUser } from "../helpers/fixtures";
import { statementRunning } from "../helpers/statement-running";

// A claim reads the queue as of its start and locks rows later. A worker whose lease ran out may
// finish its generation in between: the claim must leave it finished, not run it a second time.
// Only PostgreSQL runs statements side by side.
const database = useTestDatabase();
const QUEUED = 20_000;
const LATE = 300;

describe.skipIf(testDatabaseKind !== "postgres")("an AI claim racing a worker that finishes late", () => {
  it("never takes a generation finished after the claim began", async () => {
    const admin = new pg.Client({ connectionString: database.current().location });
    await admin.connect();
    try {
      for (let round = 1; round <= 5; round++) {
        const prefix = `ai_race${round}`;
        // An account per round: a void round's claim leased its rows, which would count against the
        // next round's share of the same account (its `busy`) and leave that claim nearly nothing.
        const { accountId } = await makeUser({ label: `ai-race-${round}` });
        // Enough queued work that the claim's share query takes a while before it locks a row, and
        // the late workers' generations: running, their leases expired, so claimable.
        await admin.query(
          `INSERT INTO "AiGeneration" (id, "accountId", input, status, "leaseUntil", "leaseToken", "createdAt", "updatedAt")
           SELECT $1 || '_' || n, $2, '{}', CASE WHEN n <= $4 THEN 'RUNNING' ELSE 'QUEUED' END::"AiGenerationStatus",
             CASE WHEN n <= $4 THEN now() - interval '1 minute' END, CASE WHEN n <= $4 THEN 'late' END,
             now() - interval '1 hour' + n * interval '1 millisecond', now()
           FROM generate_series(1, $3::int) AS n`,
          [prefix, accountId, QUEUED + LATE, LATE],
        );
        const late = Array.from({ length: LATE }, (_, i) => `${prefix}_${i + 1}`);
        const total = QUEUED + LATE;
        const claim = claimAiGenerations(database.current().sql, total, 60_000, total);
        if (!(await statementRunning(admin, 'PARTITION BY g."accountId"', claim))) {
          await claim; // done before the poll saw it: void round
          continue;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
        // What a late worker's save leaves (lib/ai/save-ai-code.ts): done, under its own lease token.
        const finishedFirst = await admin
          .query(
            `UPDATE "AiGeneration" SET status = 'SUCCEEDED', progress = 100
             WHERE id IN (SELECT id FROM "AiGeneration" WHERE id = ANY($1::text[]) AND "leaseToken" = 'late' FOR UPDATE NOWAIT)`,
            [late],
          )
          .then(
            // Fewer than all: the claim had already committed and taken them (void round).
            (result) => result.rowCount === LATE,
            (error: { code?: string }) => {
              if (error.code === "55P03") return false; // the claim had locked them first: void round
              throw error;
            },
          );
        const claimed = (await claim).filter((generation) => generation.id.startsWith(`${prefix}_`));
        if (!finishedFirst) continue;
        expect(claimed.filter((generation) => late.includes(generation.id)).map(({ id }) => id)).toEqual([]);
        expect(claimed).toHaveLength(QUEUED);
        const { rows } = await admin.query(
          `SELECT status, count(*)::int AS n FROM "AiGeneration" WHERE id = ANY($1::text[]) GROUP BY status`,
          [late],
        );
        expect(rows).toEqual([{ status: "SUCCEEDED", n: LATE }]);
        return;
      }
      throw new Error(
        "in five rounds the claim locked the rows before they were finished, or ended before it was seen running",
      );
    } finally {
      await admin.end();
    }
  }, 180_000);
});
