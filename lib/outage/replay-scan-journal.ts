import { sql, unnest } from "../db/sql-template";
import type { SqlPool } from "../db/sql-runner";
import { signalOutboxWrite } from "../events/outbox-signal";
import type { FilteredScan, ScanRecord } from "../scans/scan-record";
import { writeScanBatch } from "../scans/write-scan-batch";
import type { JournalItem, ScanJournal } from "./scan-journal";

type Tx = Parameters<Parameters<SqlPool["transaction"]>[0]>[0];

const KEYS = { id: "text", createdAt: "timestamp" } as const;
const CODE_IDS = { id: "text" } as const;

// Scans a batch that outlived its deadline committed after all (it was journaled when the request
// gave up waiting): the journal's copy is skipped, not counted twice.
const committedScans = (scans: ScanRecord[]) => sql`
  SELECT e."id" FROM ${unnest(
    "k",
    KEYS,
    scans.map(({ id, createdAt }) => ({ id, createdAt })),
  )}
  JOIN "ScanEvent" e ON e."id" = k."id" AND e."createdAt" = k."createdAt"`;
// Codes deleted (for good) since: their entries have nowhere to go.
const liveCodes = (ids: string[]) => sql`
  SELECT q."id" FROM ${unnest(
    "k",
    CODE_IDS,
    ids.map((id) => ({ id })),
  )} JOIN "QrCode" q ON q."id" = k."id"`;

/** Advances the file's offset from `from` to `to`; false when another replay got there first. */
async function claimRange(tx: Tx, journal: string, from: number, to: number): Promise<boolean> {
  await tx.query(`INSERT INTO "ScanJournalReplay" ("journal") VALUES ($1) ON CONFLICT DO NOTHING`, [journal]);
  const [row] = await tx.query<{ offset: string }>(
    `SELECT "offset"::text AS "offset" FROM "ScanJournalReplay" WHERE "journal" = $1 FOR UPDATE`,
    [journal],
  );
  if (Number(row.offset) !== from) return false;
  await tx.query(`UPDATE "ScanJournalReplay" SET "offset" = $2, "updatedAt" = now() WHERE "journal" = $1`, [
    journal,
    to,
  ]);
  return true;
}

/** Writes entries in one transaction with the file's offset: all of them once, or none. */
async function applyRange(sqlPool: SqlPool, journal: string, items: JournalItem[], from: number, to: number) {
  return sqlPool.transaction(async (tx) => {
    if (!(await claimRange(tx, journal, from, to))) return { applied: false, events: 0 };
    let scans = items.flatMap((item) => ("scan" in item ? [item.scan] : []));
    let filtered = items.flatMap((item): FilteredScan[] => ("filtered" in item ? [item.filtered] : []));
    const ids = [...new Set([...scans.map((scan) => scan.qrCode.id), ...filtered.map((entry) => entry.qrCodeId)])];
    const live = new Set((await run<{ id: string }>(tx, liveCodes(ids))).map((row) => row.id));
    const done = new Set(
      scans.length ? (await run<{ id: string }>(tx, committedScans(scans))).map((row) => row.id) : [],
    );
    scans = scans.filter((scan) => live.has(scan.qrCode.id) && !done.has(scan.id));
    filtered = filtered.filter((entry) => live.has(entry.qrCodeId));
    const { events } = await writeScanBatch(tx, scans, filtered);
    return { applied: true, events };
  });
}

const run = <Row>(tx: Tx, fragment: ReturnType<typeof sql>) => {
  const { text, values } = fragment.build();
  return tx.query<Row>(text, values);
};

async function storedOffset(sqlPool: SqlPool, journal: string): Promise<number> {
  const [row] = await sqlPool.query<{ offset: string }>(
    `SELECT "offset"::text AS "offset" FROM "ScanJournalReplay" WHERE "journal" = $1`,
    [journal],
  );
  return row ? Number(row.offset) : 0;
}

export interface ReplayOutcome {
  /** Entries written by this replay. */
  applied: number;
  /** Entries the database refused on their own (logged and skipped, so they cannot block the rest). */
  rejected: number;
  /** Where the file was read up to. */
  end: number;
}

/**
 * Writes one journal file's entries to the database in file order, exactly once: each chunk goes
 * in one transaction that also advances the file's offset (ScanJournalReplay), so a replay cut
 * short anywhere (a crash, the database leaving again) resumes past what committed, and two
 * processes replaying the same file take turns. A chunk the database refuses for another reason
 * than an outage is retried entry by entry. An outage error is thrown to the caller.
 */
export async function replayScanJournal(
  sqlPool: SqlPool,
  journal: ScanJournal,
  file: string,
  isOutage: (error: unknown) => boolean,
): Promise<ReplayOutcome> {
  const name = file.split(/[\\/]/).pop() as string;
  let offset = await storedOffset(sqlPool, name);
  const outcome: ReplayOutcome = { applied: 0, rejected: 0, end: offset };
  for (;;) {
    const chunk = await journal.read(file, offset);
    if (chunk.items.length === 0) break;
    try {
      const result = await applyRange(
        sqlPool,
        name,
        chunk.items.map((entry) => entry.item),
        offset,
        chunk.end,
      );
      if (!result.applied) {
        offset = await storedOffset(sqlPool, name);
        continue;
      }
      if (result.events > 0) signalOutboxWrite();
      outcome.applied += chunk.items.length;
    } catch (error) {
      if (isOutage(error)) throw error;
      let from = offset;
      for (const { item, end } of chunk.items) {
        try {
          const result = await applyRange(sqlPool, name, [item], from, end);
          if (result.applied) outcome.applied++;
          if (result.events > 0) signalOutboxWrite();
        } catch (inner) {
          if (isOutage(inner)) throw inner;
          outcome.rejected++;
          console.error(`[journal] an entry of ${name} was refused and skipped:`, (inner as Error).message);
          await sqlPool.transaction((tx) => claimRange(tx, name, from, end));
        }
        from = end;
      }
    }
    offset = chunk.end;
    outcome.end = offset;
  }
  return outcome;
}

/** Forgets a retired file's offset (its name is never used again). */
export async function forgetJournalOffset(sqlPool: SqlPool, file: string): Promise<void> {
  const name = file.split(/[\\/]/).pop() as string;
  await sqlPool.query(`DELETE FROM "ScanJournalReplay" WHERE "journal" = $1`, [name]);
}
