import pg from "pg";

/**
 * Makes a PostgreSQL database refuse writes, as a primary does while it fails over (SQLSTATE
 * 25006), or take them again: the setting goes on the database and every connection to it is
 * ended, so the next ones start with it (the ended ones fail their queries as a restart would).
 * `adminUrl` is a connection to another database of the same server.
 */
export async function setPostgresReadOnly(adminUrl: string, database: string, readOnly: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${database}" SET default_transaction_read_only = ${readOnly ? "on" : "off"}`);
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [database],
    );
  } finally {
    await admin.end();
  }
}
