import type { SqlPool } from "../db/sql-runner";
import type { ScanWriter } from "../scans/scan-writer";
import type { OutageMonitor } from "./outage-monitor";
import { forgetJournalOffset, replayScanJournal } from "./replay-scan-journal";
import type { JournalItem, ScanJournal } from "./scan-journal";
import { DeadlineError, withDeadline } from "./with-deadline";

export interface ResilientScanWriter extends ScanWriter {
  /** Replays the journal now (also done after each outage and at start); resolves when it stops. */
  drain(): Promise<void>;
}

export interface ResilientScanWriterOptions {
  /** The database's own writer: group commit, each scan answered once committed. */
  writer: ScanWriter;
  sql: SqlPool;
  journal: ScanJournal;
  outage: OutageMonitor;
  /** How long a request waits for its commit before the scan goes to the journal instead. */
  deadlineMs?: number;
}

/**
 * The scan writer of the redirect path. While the database answers, a scan is committed before
 * its 302, as always. When it does not (an outage error, or no answer within the deadline), the
 * scan goes to the local journal and the 302 waits for that fsync instead; from then on scans go
 * straight to the journal until the outage monitor's probe finds the database again, and the
 * journal's replay has caught up: new scans queue behind the journaled ones, so they are written
 * in order. A scan whose batch later commits after all is skipped by the replay (its id is there).
 *
 * A filtered request's count has no id to tell a late commit from a lost one: it goes to the
 * journal only when its batch failed outright, and a request never waits for that.
 */
export function createResilientScanWriter(options: ResilientScanWriterOptions): ResilientScanWriter {
  const { writer, journal, outage } = options;
  const deadlineMs = options.deadlineMs ?? 1000;
  let draining: Promise<void> | null = null;
  // While the last bytes of this process's file are replayed, new scans wait here: after it they
  // go to the database, after (so in order with) everything journaled before them.
  let parked: { item: JournalItem; resolve: () => void; reject: (error: unknown) => void }[] | null = null;

  const keep = async (item: JournalItem) => {
    await journal.append(item);
    // Appended while the database answers (a late failure): replay it soon.
    if (!outage.down()) void drain();
  };

  async function settle(item: JournalItem, commit: Promise<void>): Promise<void> {
    try {
      await withDeadline(commit, deadlineMs, "scan commit");
    } catch (error) {
      if (error instanceof DeadlineError) outage.markDown(error.message);
      else if (!outage.report(error)) throw error;
      if ("scan" in item) return keep(item);
      if (error instanceof DeadlineError)
        commit.catch((late: unknown) => {
          if (outage.report(late)) void keep(item);
        });
      else return keep(item);
    }
  }

  function write(item: JournalItem): Promise<void> {
    if (parked) return new Promise((resolve, reject) => parked?.push({ item, resolve, reject }));
    if (outage.down() || journal.pending()) return keep(item);
    return settle(item, "scan" in item ? writer.record(item.scan) : writer.recordFiltered(item.filtered));
  }

  /** Replays this process's own file to its end with new scans parked, retires it, then lets them go. */
  async function handOver(file: string) {
    parked = [];
    try {
      await journal.idle();
      const { end } = await replayScanJournal(options.sql, journal, file, (error) => outage.report(error));
      await journal.retire(file, end);
      await forgetJournalOffset(options.sql, file);
    } finally {
      const waiting = parked;
      parked = null;
      for (const { item, resolve, reject } of waiting) write(item).then(resolve, reject);
    }
  }

  async function drainOnce() {
    // A late failure can start a new file while this runs: a few rounds pick it up.
    for (let round = 0; round < 5 && !outage.down(); round++) {
      await drainFiles();
      if (!journal.pending()) return;
    }
  }

  async function drainFiles() {
    for (const file of await journal.files()) {
      if (outage.down()) return;
      if (journal.isOwn(file)) {
        // Most of it first, while scans still append; then the short tail with them parked.
        await replayScanJournal(options.sql, journal, file, (error) => outage.report(error));
        await handOver(file);
        continue;
      }
      const { end } = await replayScanJournal(options.sql, journal, file, (error) => outage.report(error));
      await journal.retire(file, end);
      await forgetJournalOffset(options.sql, file);
    }
  }

  function drain(): Promise<void> {
    draining ??= drainOnce()
      .catch((error: unknown) => {
        if (!outage.report(error)) console.error("[journal] replay failed:", (error as Error).message);
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  outage.onRecovered(() => void drain());

  return {
    record: (scan) => write({ scan }),
    recordFiltered: (filtered) => write({ filtered }),
    async flush() {
      if (!outage.down()) await writer.flush();
      await draining;
    },
    async close() {
      // A stop while this process's journal holds scans and the database answers again (often an
      // outage that was only a commit slowed past the deadline on a busy machine) replays them
      // now, not at the next start: a graceful stop leaves nothing behind it could write.
      if (journal.pending() && outage.down()) await outage.recheck();
      if (!outage.down()) await writer.close();
      if (journal.pending() && !outage.down()) await drain();
      await draining;
      await journal.close();
    },
    drain,
  };
}
