import { createBatcher } from "../scans/batcher";
import type { SqlPool } from "../db/sql-runner";
import { claimDeliveries, type ClaimedDelivery } from "./claim-deliveries";
import { fanOutEvents } from "./fan-out-events";
import { type AttemptRecord, recordAttempts } from "./record-attempts";
import { DISABLE_AFTER_FAILING_MS, outcomeOf, RETRY_DELAYS_MS } from "./retry-schedule";
import { DELIVERY_TIMEOUT_MS, sendDelivery } from "./send-delivery";
import { TEST_EVENT_TYPE } from "./test-event-type";

export interface DispatcherOptions {
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** Idle wait between looks for due work; wake() cuts it short. */
  pollMs?: number;
  /** How long a claimed delivery stays ours; must exceed the timeout. */
  leaseMs?: number;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  disableAfterMs?: number;
  /** Outbox events fanned out per transaction. */
  fanOutBatch?: number;
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
  const pollMs = options.pollMs ?? 500;
  const leaseMs = options.leaseMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const fanOutBatch = options.fanOutBatch ?? 500;
  const delaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const recorder = createBatcher<AttemptRecord, void>(
    async (records) => {
      await recordBatch(sql, records, options.disableAfterMs ?? DISABLE_AFTER_FAILING_MS);
      return records.map(() => undefined);
    },
    { maxBatch: 200, maxInFlight: 1 },
  );
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = undefined;
      woken = false;
    });

  async function deliver(delivery: ClaimedDelivery) {
    const result = await sendDelivery(delivery, timeoutMs);
    const attempt = delivery.attemptCount + 1;
    const kind = delivery.eventType === TEST_EVENT_TYPE ? "test" : "scheduled";
    const outcome = outcomeOf(result, attempt, { kind, delaysMs, now: result.at });
    await recorder.submit({ deliveryId: delivery.id, webhookId: delivery.webhookId, lease: delivery.lease, attempt, result, outcome }).catch((error) => {
      // Unrecorded, the delivery returns when its lease expires and is sent again: at least once.
      console.error("[webhooks] could not record an attempt:", (error as Error).message);
    });
  }

  function track(delivery: ClaimedDelivery) {
    const running: Promise<void> = deliver(delivery).finally(() => {
      inFlight.delete(running);
      wake();
    });
    inFlight.add(running);
  }

  async function loop() {
    let failures = 0;
    while (!stopping) {
      let moreWaiting = false;
      try {
        moreWaiting = (await fanOutEvents(sql, fanOutBatch)) === fanOutBatch;
        const free = concurrency - inFlight.size;
        const claimed = stopping ? [] : await claimDeliveries(sql, free, leaseMs);
        for (const delivery of claimed) track(delivery);
        moreWaiting ||= free > 0 && claimed.length === free;
        failures = 0;
      } catch (error) {
        failures++;
        console.error("[webhooks] dispatcher could not reach the database:", (error as Error).message);
      }
      if (failures > 0) await sleep(Math.min(pollMs * 2 ** failures, 30_000));
      else if (!moreWaiting || inFlight.size >= concurrency) await sleep(pollMs);
    }
  }

  const running = loop();
  return {
    wake,
    async stop() {
      stopping = true;
      wake();
      await running;
      await Promise.allSettled([...inFlight]);
      await recorder.close();
    },
  };
}

/** One statement for the batch; if it fails (a webhook deleted meanwhile), each record alone. */
async function recordBatch(sql: SqlPool, records: AttemptRecord[], disableAfterMs: number) {
  try {
    await recordAttempts(sql, records, disableAfterMs);
  } catch (error) {
    if (records.length === 1) throw error;
    for (const record of records) await recordAttempts(sql, [record], disableAfterMs).catch(() => {});
  }
}
