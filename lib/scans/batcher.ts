export interface Batcher<I, O> {
  /** Resolves with this item's result once its batch has run; rejects if its batch failed. */
  submit(item: I): Promise<O>;
  /** Resolves when every item submitted so far has settled. */
  flush(): Promise<void>;
  /** Flushes, then rejects new items with BatcherClosedError. */
  close(): Promise<void>;
}

class BatcherClosedError extends Error {}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group execution: items from concurrent requests queue up; when a slot is free, everything queued
 * (up to maxBatch) goes to `run` at once, and each caller waits for its own result. No timer: an
 * idle batcher runs at once, and the queue fills while a batch runs, so batches grow with the load
 * and latency stays about one round trip. `run` answers one result or Error per item, in order.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<(O | Error)[]>,
  options: { maxBatch: number; maxInFlight: number },
): Batcher<I, O> {
  const queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  async function runBatch(batch: Pending<I, O>[]) {
    try {
      const results = await run(batch.map((p) => p.item));
      batch.forEach((p, i) => {
        if (results[i] instanceof Error) p.reject(results[i]);
        else p.resolve(results[i] as O);
      });
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  function schedule() {
    if (scheduled || inFlight >= options.maxInFlight || queue.length === 0) return;
    scheduled = true;
    // Let the requests already in this turn of the event loop join the batch.
    setImmediate(() => {
      scheduled = false;
      while (inFlight < options.maxInFlight && queue.length > 0) {
        inFlight++;
        void runBatch(queue.splice(0, options.maxBatch)).finally(() => {
          inFlight--;
          if (inFlight === 0 && queue.length === 0) {
            const waiters = idleWaiters;
            idleWaiters = [];
            for (const wake of waiters) wake();
          }
          schedule();
        });
      }
    });
  }

  const flush = () =>
    inFlight === 0 && queue.length === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => idleWaiters.push(resolve));

  return {
    submit(item) {
      if (closed) return Promise.reject(new BatcherClosedError("closed"));
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
