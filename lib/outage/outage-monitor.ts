import { isDatabaseUnavailable } from "../db/is-database-unavailable";

/** What the redirect path knows of its database: reachable and writable, or not since `since`. */
export interface OutageMonitor {
  down(): boolean;
  /** When the current outage began (null while the database answers). */
  since(): Date | null;
  /**
   * Looks at a failed database call: when it says the database is unreachable or read-only, marks
   * the outage (and starts probing) and answers true; any other error is the caller's to handle.
   */
  report(error: unknown): boolean;
  /** Marks the outage directly: a call that outlived its deadline (a frozen server answers nothing). */
  markDown(reason: string): void;
  /**
   * Probes now rather than at the next interval (unless a probe is pending): true when the
   * database answers, within the probe's timeout.
   */
  recheck(): Promise<boolean>;
  /** Runs `hook` after each outage, once a probe found the database writable again. */
  onRecovered(hook: () => void): void;
  close(): void;
}

export interface OutageMonitorOptions {
  /** Resolves when the database answers and takes writes; rejects or hangs otherwise. */
  probe: () => Promise<void>;
  probeEveryMs?: number;
  /** A probe that has not answered by then counts as failed (it may still settle later). */
  probeTimeoutMs?: number;
  log?: (message: string) => void;
}

/** SQLSTATE 25006: a standby, or a primary set read-only (a failover in progress). */
const READ_ONLY = /^25006$/;

function isReadOnly(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && READ_ONLY.test(code);
}

/**
 * The database's outage state for one process. Down starts at the first call that failed the way
 * an outage does (lib/db/is-database-unavailable.ts) or ran past its deadline; from then on, one
 * probe at a time, every `probeEveryMs`, until one answers. Probes never overlap: a frozen server
 * would otherwise collect one pending connection per interval.
 */
export function createOutageMonitor(options: OutageMonitorOptions): OutageMonitor {
  const every = options.probeEveryMs ?? 1000;
  const timeout = options.probeTimeoutMs ?? 1000;
  const log = options.log ?? ((message: string) => console.error(message));
  const hooks: (() => void)[] = [];
  let since: Date | null = null;
  let timer: NodeJS.Timeout | undefined;
  let probing = false;
  let closed = false;

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(probe, every);
    timer.unref();
  };

  async function probe() {
    timer = undefined;
    if (probing || since === null) return;
    probing = true;
    const attempt = options.probe();
    const answered = await Promise.race([
      attempt.then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), timeout).unref()),
    ]);
    if (answered) {
      const lasted = Date.now() - (since?.getTime() ?? Date.now());
      since = null;
      probing = false;
      log(`[outage] the database answers again after ${Math.round(lasted / 1000)} s`);
      for (const hook of hooks) hook();
      return;
    }
    void retryAfter(attempt);
  }

  // A probe still pending holds its connection attempt: wait for it (up to a bound, for a
  // connection whose peer vanished without a word) before the next one.
  async function retryAfter(attempt: Promise<void>) {
    await Promise.race([attempt.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
    probing = false;
    schedule();
  }

  const markDown = (reason: string) => {
    if (since === null) {
      since = new Date();
      log(`[outage] the database is unavailable (${reason}): redirects answer from memory, scans go to the journal`);
    }
    schedule();
  };

  return {
    down: () => since !== null,
    since: () => since,
    report(error) {
      if (!isDatabaseUnavailable(error) && !isReadOnly(error)) return false;
      markDown((error as Error)?.message?.slice(0, 200) ?? "error");
      return true;
    },
    markDown,
    async recheck() {
      if (since !== null && !probing) {
        clearTimeout(timer);
        await probe();
      }
      return since === null;
    },
    onRecovered: (hook) => void hooks.push(hook),
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
