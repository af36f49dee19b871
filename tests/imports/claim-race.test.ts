import pg from "pg";
import { describe, expect, it } from "vitest";
import { claimImport } from "@/lib/imports/claim-import";
import { testDatabaseKind, useTestDatabase } from "../helpers/database";
import { makeUser } from "../helpers/fixtures";

// A workspace runs one import at a time, even with several instances claiming from one PostgreSQL
// at the same moment. Only PostgreSQL runs statements side by side.
const database = useTestDatabase();
const ROUNDS = 30;

describe.skipIf(testDatabaseKind !== "postgres")("two instances claiming imports at once", () => {
  it("never start two imports of one workspace", async () => {
    const admin = new pg.Client({ connectionString: database.current().location });
    await admin.connect();
    try {
      const doubled: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const { accountId } = await makeUser({ label: `import-race-${round}` });
        await admin.query(
          `INSERT INTO "Import" (id, "accountId", source, "createdAt")
           SELECT $1 || '_' || n, $2, 'csv', now() - interval '1 minute' + n * interval '1 millisecond'
           FROM generate_series(1, 2) AS n`,
          [`import_race_${round}`, accountId],
        );
        const claims = await Promise.all([
          claimImport(database.current().sql, 60_000),
          claimImport(database.current().sql, 60_000),
        ]);
        const started = claims.filter((claim) => claim?.accountId === accountId);
        if (started.length > 1) doubled.push(`round ${round}: ${started.map((claim) => claim?.id).join(", ")}`);
        expect(started.length).toBeGreaterThan(0);
        // Out of the queue before the next round.
        await admin.query(`UPDATE "Import" SET status = 'SUCCEEDED', "leaseUntil" = NULL WHERE "accountId" = $1`, [
          accountId,
        ]);
      }
      expect(doubled).toEqual([]);
    } finally {
      await admin.end();
    }
  }, 120_000);
});
