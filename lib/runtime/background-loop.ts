export interface BackgroundLoopOptions {
  /** What the loop's error lines say went wrong, e.g. "[webhooks] dispatcher could not reach the database". */
  failing: string;
  /** Idle wait between turns; wake() cuts it short. */
  pollMs: number;
  /** The idle wait before the next turn when it depends on the clock (default pollMs). */
  idleMs?: () => number;
  /** Wait before the first turn, for work that should stay out of start-up (default none). */
  firstDelayMs?: number;
  /** After failing turns the wait doubles from pollMs, up to this or pollMs, whichever is longer (default 30 s). */
  maxBackoffMs?: number;
  /**
   * One turn of the work. `polled` is true when the idle wait before it ran its full time (not cut
   * short by wake()); `stopping()` turns true once stop() is called. Return true when more work is
   * waiting: the next turn then runs at once.
   */
  turn(context: { polled: boolean; stopping: () => boolean }): Promise<unknown>;
  /** Called by stop() after the last turn: waits for work the turns started (deliveries, generations). */
  drain?(): Promise<void>;
  /** Subscribes the loop's wake() to a signal (new work written in this process); stop() unsubscribes. */
  wakeOn?: (wake: () => void) => () => void;
}

export interface BackgroundLoop {
  /** Run a turn now: cuts the idle wait short, or runs another turn at once after the current one. */
  wake(): void;
  /** Starts no more turns, lets the turn in hand finish, then drains. */
  stop(): Promise<void>;
}

/**
 * The server's background work (webhook deliveries, AI generations, destination checks, scan
 * partitions): turns one at a time, an idle wait between them that a signal cuts short, backoff
 * while turns fail, and a stop that waits for the work in hand (SIGTERM in server.ts).
 */
export function startBackgroundLoop(options: BackgroundLoopOptions): BackgroundLoop {
  const maxBackoffMs = Math.max(options.pollMs, options.maxBackoffMs ?? 30_000);
  let stopping = false;
  let woken = false;
  let cutShort: (() => void) | undefined;

  /** Resolves true when the full time passed, false when woken or stopped. */
  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (woken || stopping) return resolve(false);
      const timer = setTimeout(() => resolve(true), ms);
      timer.unref(); // the server's listener, not a background loop, keeps the process alive
      cutShort = () => {
        clearTimeout(timer);
        resolve(false);
      };
    }).finally(() => {
      cutShort = undefined;
      woken = false;
    });

  async function loop() {
    let polled = options.firstDelayMs ? await wait(options.firstDelayMs) : false;
    let failures = 0;
    while (!stopping) {
      let more = false;
      try {
        more = (await options.turn({ polled, stopping: () => stopping })) === true;
        failures = 0;
      } catch (error) {
        failures++;
        console.error(`${options.failing}:`, (error as Error).message);
      }
      if (failures > 0) polled = await wait(Math.min(options.pollMs * 2 ** failures, maxBackoffMs));
      else if (!more) polled = await wait(options.idleMs?.() ?? options.pollMs);
      else polled = false;
    }
  }

  const wake = () => {
    woken = true;
    cutShort?.();
  };
  // The first turn starts after this returns, so a turn may use the loop it belongs to.
  const running = Promise.resolve().then(loop);
  const unsubscribe = options.wakeOn?.(wake);
  return {
    wake,
    async stop() {
      unsubscribe?.();
      stopping = true;
      wake();
      await running;
      await options.drain?.();
    },
  };
}
