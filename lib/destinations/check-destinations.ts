import type { SqlPool } from "../db/sql-runner";
import { claimDueCodes } from "./claim-due-codes";
import { destinationUrls } from "./destination-urls";
import { probeDestination } from "./probe-destination";
import { type CheckedDestination, recordDestinationChecks } from "./record-destination-checks";

const BATCH = 50;

/** Runs `work` over `items` with at most `concurrency` at once. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * One round: claims every code due for a check (in batches, so instances share the work), probes
 * each destination with at most `concurrency` requests in flight, records the results. Returns how
 * many codes were checked.
 */
export async function checkDestinations(
  sql: SqlPool,
  options: { intervalMs: number; concurrency: number; shouldStop?: () => boolean },
): Promise<number> {
  let checked = 0;
  // One instant for the whole round: a code it checks is marked with it, so the round never claims it again.
  const startedAt = new Date();
  for (;;) {
    if (options.shouldStop?.()) return checked;
    const codes = await claimDueCodes(sql, BATCH, options.intervalMs, startedAt);
    if (codes.length === 0) return checked;
    const jobs = codes.flatMap((code) => destinationUrls(code).map((url) => ({ code, url })));
    const results = new Map<string, CheckedDestination[]>();
    await eachLimited(jobs, options.concurrency, async ({ code, url }) => {
      const result = { url, ...(await probeDestination(url)) };
      results.set(code.id, [...(results.get(code.id) ?? []), result]);
    });
    for (const code of codes) await recordDestinationChecks(code, results.get(code.id) ?? []);
    checked += codes.length;
  }
}
