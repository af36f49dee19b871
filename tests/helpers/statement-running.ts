import type pg from "pg";

/**
 * Waits until a statement holding `marker` is running on another connection. Answers false when
 * `work` (what issues that statement) settles first: on a busy machine the poll may miss a
 * statement that took less than one round trip, and a race built on it is void, not failed.
 */
export async function statementRunning(admin: pg.Client, marker: string, work: Promise<unknown>) {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let round = 0; round < 2000; round++) {
    const { rows } = await admin.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND position($1 in query) > 0 AND pid <> pg_backend_pid()`,
      [marker],
    );
    if (rows.length > 0) return true;
    if (settled) return false;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`no statement with ${marker} showed up as running`);
}
