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
  /** Items submitted and not yet answered: flush waits for none. */
  let unsettled = 0;
  let scheduled = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  async function runBatch(batch: Pending<I, O>[], started: { turned: boolean }) {
    let results: (O | Error)[] | undefined;
    let failure: unknown;
    try {
      results = await run(batch.map((p) => p.item));
    } catch (error) {
      failure = error;
    }
    inFlight--;
    if (queue.length > 0) {
      // The items queued meanwhile go out before this batch's callers carry on: the database works
      // on them while those callers answer, where it would otherwise wait for all of them (a third
      // of a redirect's time under load). A batch that took no turn of the event loop (a database
      // in this thread) waits for one first, so that back-to-back batches never starve timers and
      // sockets; pg's pool hands its client over on the next tick, so callers are answered after it.
      if (!started.turned) await new Promise<void>((resolve) => setImmediate(resolve));
      launch();
      await new Promise<void>((resolve) => process.nextTick(resolve));
    }
    batch.forEach((p, i) => {
      if (!results) p.reject(failure);
      else if (results[i] instanceof Error) p.reject(results[i]);
      else p.resolve(results[i] as O);
    });
    unsettled -= batch.length;
    if (unsettled === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  function launch() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      inFlight++;
      const started = { turned: false };
      setImmediate(() => {
        started.turned = true;
      });
      void runBatch(queue.splice(0, options.maxBatch), started);
    }
  }

  function schedule() {
    if (scheduled || inFlight >= options.maxInFlight || queue.length === 0) return;
    scheduled = true;
    // Let the requests already in this turn of the event loop join the batch.
    setImmediate(() => {
      scheduled = false;
      launch();
    });
  }

  const flush = () => (unsettled === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)));

  return {
    submit(item) {
      if (closed) return Promise.reject(new BatcherClosedError("closed"));
      unsettled++;
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
