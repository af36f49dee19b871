import type pg from "pg";

/** Waits until a statement holding `marker` is running on another connection. */
export async function statementRunning(admin: pg.Client, marker: string) {
  for (let round = 0; round < 2000; round++) {
    const { rows } = await admin.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND position($1 in query) > 0 AND pid <> pg_backend_pid()`,
      [marker],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`no statement with ${marker} showed up as running`);
}
