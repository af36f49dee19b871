import { isDatabaseUnavailable } from "../db/is-database-unavailable";
import type { SqlPool } from "../db/sql-runner";
import { startBackgroundLoop } from "../runtime/background-loop";
import { claimDeliveries, type ClaimedDelivery } from "./claim-deliveries";
import { fanOutEvents } from "./fan-out-events";
import { pruneDeliveryLog } from "./prune-delivery-log";
import { type AttemptRecord, recordAttempts } from "./record-attempts";
import { DISABLE_AFTER_FAILING_MS, outcomeOf, RETRY_DELAYS_MS } from "./retry-schedule";
import { DELIVERY_TIMEOUT_MS, sendDelivery } from "./send-delivery";
import { TEST_EVENT_TYPE } from "./test-event-type";

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const RECORD_LINGER_MS = 10;
const RECORD_RETRY_MS = 1000;

export interface DispatcherOptions {
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** A webhook's share of them (default half): deliveries within their share are claimed first. */
  perWebhook?: number;
  /** Idle wait between looks for due work; wake() cuts it short. */
  pollMs?: number;
  /** How long a claimed delivery stays ours; must exceed the timeout. */
  leaseMs?: number;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  disableAfterMs?: number;
  /** Outbox events fanned out per transaction. */
  fanOutBatch?: number;
  /** Subscribes wake() to outbox writes (dispatcher-instance.ts); stop() unsubscribes. */
  wakeOn?: (wake: () => void) => () => void;
}

export interface Dispatcher {
  /** Look for work now (called after an outbox write commits). */
  wake(): void;
  /** Stops claiming, waits for deliveries in flight and records them. */
  stop(): Promise<void>;
}

/**
 * Delivers outbox events to webhooks: fans new events out into deliveries, leases due deliveries
 * (several dispatchers, even on several servers, share one PostgreSQL safely), sends each signed,
 * and records the attempts in batches. At least once: a delivery is only marked done after its
 * receiver answered 2xx and the result committed.
 */
export function startDispatcher(sql: SqlPool, options: DispatcherOptions = {}): Dispatcher {
  const concurrency = options.concurrency ?? 32;
  const perWebhook = options.perWebhook ?? Math.max(1, concurrency >> 1);
  const pollMs = options.pollMs ?? 500;
  const leaseMs = options.leaseMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const fanOutBatch = options.fanOutBatch ?? 500;
  const delaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const disableAfterMs = options.disableAfterMs ?? DISABLE_AFTER_FAILING_MS;
  // Group commit of finished attempts: one statement at a time records everything that finished
  // meanwhile, beside the loop's claims (on PostgreSQL they run on separate connections).
  // A short linger lets a batch form even where one statement is quicker than one delivery (PGlite).
  let unrecorded: AttemptRecord[] = [];
  let recording: Promise<void> | undefined;
  // Sent, not yet recorded: their leases still stand, but they no longer take a slot.
  const finished = new Set<string>();
  const recordInBackground = () => {
    if (recording || unrecorded.length === 0) return;
    let records: AttemptRecord[] = [];
    let unsaved: AttemptRecord[] = [];
    // Unrecorded, a delivery returns when its lease expires and is sent again: at least once.
    recording = new Promise((resolve) => setTimeout(resolve, RECORD_LINGER_MS))
      .then(async () => {
        records = unrecorded;
        unrecorded = [];
        unsaved = await recordBatch(sql, records, disableAfterMs);
      })
      .catch((error) => console.error("[webhooks] could not record attempts:", (error as Error).message))
      .finally(() => {
        // Results the database was not there to take are kept (and stay out of this dispatcher's
        // claims) until it is back, so an outage sends nothing twice.
        const kept = new Set(unsaved.map((record) => record.deliveryId));
        for (const record of records) if (!kept.has(record.deliveryId)) finished.delete(record.deliveryId);
        unrecorded = [...unsaved, ...unrecorded];
        recording = undefined;
        if (unsaved.length > 0) setTimeout(recordInBackground, RECORD_RETRY_MS).unref();
        else recordInBackground();
      });
  };
  const inFlight = new Set<Promise<void>>();
  // New outbox rows to fan out: set by wake() (an outbox write) and by every full poll (another
  // instance may have written events).
  let newEvents = true;
  let nextPrune = Date.now() + PRUNE_EVERY_MS;

  async function deliver(delivery: ClaimedDelivery) {
    const result = await sendDelivery(delivery, timeoutMs);
    const attempt = delivery.attemptCount + 1;
    const kind = delivery.eventType === TEST_EVENT_TYPE ? "test" : "scheduled";
    const outcome = outcomeOf(result, attempt, { kind, delaysMs, now: result.at });
    unrecorded.push({
      deliveryId: delivery.id,
      webhookId: delivery.webhookId,
      lease: delivery.lease,
      attempt,
      result,
      outcome,
    });
    finished.add(delivery.id);
    recordInBackground();
  }

  function track(delivery: ClaimedDelivery) {
    const running: Promise<void> = deliver(delivery).finally(() => {
      inFlight.delete(running);
      // Each turn of the loop costs queries: wait for half of the slots to free up (or all).
      if (inFlight.size === 0 || concurrency - inFlight.size >= Math.max(1, concurrency >> 1)) loop.wake();
    });
    inFlight.add(running);
  }

  const wakeOn = options.wakeOn;
  const loop = startBackgroundLoop({
    failing: "[webhooks] dispatcher could not reach the database",
    wakeOn:
      wakeOn &&
      ((wake) =>
        wakeOn(() => {
          newEvents = true;
          wake();
        })),
    pollMs,
    async turn({ polled, stopping }) {
      if (polled) newEvents = true;
      let moreWaiting = false;
      if (Date.now() >= nextPrune) {
        nextPrune = Date.now() + PRUNE_EVERY_MS;
        await pruneDeliveryLog(sql);
      }
      if (newEvents) {
        newEvents = false;
        moreWaiting = (await fanOutEvents(sql, fanOutBatch)) === fanOutBatch;
        newEvents = moreWaiting || newEvents;
      }
      const free = concurrency - inFlight.size;
      const claimed = stopping()
        ? []
        : await claimDeliveries(sql, free, leaseMs, { perWebhook, finished: [...finished] });
      for (const delivery of claimed) track(delivery);
      moreWaiting ||= free > 0 && claimed.length === free;
      return moreWaiting && inFlight.size < concurrency;
    },
    async drain() {
      await Promise.allSettled([...inFlight]);
      while (recording) await recording;
    },
  });

  return {
    wake() {
      newEvents = true;
      loop.wake();
    },
    stop: loop.stop,
  };
}

/**
 * One statement for the batch; if it fails (a webhook deleted meanwhile), each record alone.
 * Answers the records the database was unavailable for (lib/db/is-database-unavailable.ts).
 */
async function recordBatch(sql: SqlPool, records: AttemptRecord[], disableAfterMs: number): Promise<AttemptRecord[]> {
  try {
    await recordAttempts(sql, records, disableAfterMs);
    return [];
  } catch (error) {
    if (isDatabaseUnavailable(error)) return records;
    if (records.length === 1) throw error;
    const unsaved: AttemptRecord[] = [];
    for (const record of records)
      await recordAttempts(sql, [record], disableAfterMs).catch((inner: unknown) => {
        if (isDatabaseUnavailable(inner)) unsaved.push(record);
      });
    return unsaved;
  }
}
