import type { Database } from "../db/client";
import { processSlot } from "../runtime/process-singleton";
import { createOutageMonitor, type OutageMonitor } from "./outage-monitor";

const slot = processSlot<{ database: Database; monitor: OutageMonitor }>("outage monitor");

/** Writable: a standby or a primary set read-only (a failover under way) takes no scans. */
const PROBE = `SELECT current_setting('transaction_read_only') AS "readOnly"`;

/** The process's outage state of `database` (one per process, whichever bundle asks). */
export function outageMonitorFor(database: Database): OutageMonitor {
  if (slot.current?.database === database) return slot.current.monitor;
  slot.current?.monitor.close();
  const monitor = createOutageMonitor({
    probe: async () => {
      const [row] = await database.sql.query<{ readOnly: string }>(PROBE);
      if (row?.readOnly === "on") throw new Error("the database is read-only");
    },
  });
  slot.current = { database, monitor };
  return monitor;
}

/** The outage state, if this process has opened its database's redirect path yet. */
export function currentOutageMonitor(): OutageMonitor | undefined {
  return slot.current?.monitor;
}

/**
 * How long the redirect path waits on the database before it counts as down: 1 s on PostgreSQL
 * (a commit takes milliseconds; a frozen or unreachable server never answers). The embedded
 * database runs in this process and one transaction at a time: it is never unreachable, only
 * busy (a long import's transaction), so it gets as long as any of its transactions may wait.
 */
export const outageDeadlineMs = (database: Database): number => (database.kind === "embedded" ? 15_000 : 1000);
