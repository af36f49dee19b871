import type { SqlPool } from "../db/sql-runner";
import { createBatcher } from "./batcher";
import type { FilteredScan, ScanRecord } from "./scan-record";
import { signalOutboxWrite } from "../events/outbox-signal";
import { writeScanBatch } from "./write-scan-batch";

export interface ScanWriter {
  /** Resolves once the scan is committed; rejects if it could not be (then answer 503, not 302). */
  record(scan: ScanRecord): Promise<void>;
  /** Adds a filtered request to its reason's rollup, in the same batches; resolves once committed. */
  recordFiltered(filtered: FilteredScan): Promise<void>;
  /** Resolves when every scan queued so far is committed or has failed. */
  flush(): Promise<void>;
  /** Flushes, then refuses new scans. */
  close(): Promise<void>;
}

export interface ScanWriterOptions {
  /** Most scans in one transaction. */
  maxBatch?: number;
  /** Batches committing at once (PGlite runs one transaction at a time anyway). */
  maxInFlight?: number;
}

type Item = ScanRecord | FilteredScan;
const isFiltered = (item: Item): item is FilteredScan => "reason" in item;

/**
 * Group commit: scans from concurrent requests are written in one transaction per batch (see
 * batcher.ts), each request waiting for its batch's commit. A failed batch is retried one scan per
 * transaction, so one bad scan (say, of a code removed meanwhile) does not fail the others.
 */
export function createScanWriter(sql: SqlPool, options: ScanWriterOptions = {}): ScanWriter {
  // writeScanBatch is a single statement: atomic without BEGIN/COMMIT round trips.
  // biome-ignore lint/suspicious/noConfusingVoidType: the batcher resolves each scan's record() with void
  const commit = async (items: Item[]): Promise<(void | Error)[]> => {
    try {
      const scans = items.filter((item): item is ScanRecord => !isFiltered(item));
      const { events } = await writeScanBatch(sql, scans, items.filter(isFiltered));
      if (events > 0) signalOutboxWrite();
      return items.map(() => undefined);
    } catch (error) {
      if (items.length === 1) return [error instanceof Error ? error : new Error(String(error))];
      // biome-ignore lint/suspicious/noConfusingVoidType: as above
      const results: (void | Error)[] = [];
      for (const item of items) results.push(...(await commit([item])));
      return results;
    }
  };
  const batcher = createBatcher<Item, void>(commit, {
    maxBatch: options.maxBatch ?? 200,
    maxInFlight: options.maxInFlight ?? 1,
  });
  return {
    record: (scan) => batcher.submit(scan),
    recordFiltered: (filtered) => batcher.submit(filtered),
    flush: batcher.flush,
    close: batcher.close,
  };
}
