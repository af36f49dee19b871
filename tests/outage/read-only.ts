import { setPostgresReadOnly } from "@/bench/database-read-only";
import type { Database } from "@/lib/db/client";

/**
 * Makes the test database refuse writes (a failover's read-only primary), or take them again.
 * PGlite is one session: a SET covers every query.
 */
export async function setReadOnly(database: Database, readOnly: boolean): Promise<void> {
  if (database.kind === "embedded") {
    await database.sql.query(`SET default_transaction_read_only = ${readOnly ? "on" : "off"}`);
    return;
  }
  const name = new URL(database.location.replace("***", "x")).pathname.slice(1);
  await setPostgresReadOnly(process.env.TEST_DATABASE_URL as string, name, readOnly);
}

/** An outage monitor's probe of the test database: rejects while it refuses writes. */
export const writableProbe = (database: Database) => async (): Promise<void> => {
  const [row] = await database.sql.query<{ ro: string }>(`SELECT current_setting('transaction_read_only') AS ro`);
  if (row?.ro === "on") throw new Error("read-only");
};
