import type { LimitResult, RateLimitStore, RateLimitStoreStatus } from "./types";
import { withDeadline } from "../outage/with-deadline";

export interface FallibleLink {
  store: RateLimitStore;
  /** Longest a hit may take here before the next link answers it instead (asked at each hit when a function). */
  deadlineMs: number | (() => number);
}

export interface FallbackOptions {
  /** Stores tried in order (Redis, then the database); a store that fails is skipped until it answers again. */
  chain: FallibleLink[];
  /** Answers when every store of the chain has failed; it must not fail itself (lib/ratelimit/memory-store.ts). */
  last: RateLimitStore;
  /** Least time between two probes of a failed store. */
  probeEveryMs?: number;
  /** Least time between two log lines about one failed store. */
  logEveryMs?: number;
  /** Milliseconds on a monotonic clock, for the two intervals above; tests pass their own. */
  now?: () => number;
}

export type FallbackStore = RateLimitStore & { status(): RateLimitStoreStatus };

const PROBE_EVERY_MS = 5_000;
const LOG_EVERY_MS = 60_000;
// A probe is a hit on a key of its own, under a limit no probe reaches: it proves the store counts
// again without counting against anyone.
const PROBE = { key: "codebeam-probe", limit: 1_000_000_000, windowMs: 60_000 };

interface LinkState extends FallibleLink {
  /** Unix milliseconds since which the store has failed; null while it answers. */
  downSince: number | null;
  nextProbeAt: number;
  lastLogAt: number;
  probing: boolean;
}

const deadlineOf = (link: FallibleLink) => (typeof link.deadlineMs === "number" ? link.deadlineMs : link.deadlineMs());
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || "unknown error";
const describe = (store: RateLimitStore) =>
  store.name === "memory" ? "this instance's memory" : `the ${store.name} store`;

/**
 * Rate limits that survive outages: each hit goes to the first store of the chain that answers
 * within its deadline, else to `last`. A store that fails (an error, or no answer in time) is
 * skipped at once by every later hit, so no request waits on it while it is down; at most every
 * `probeEveryMs` a hit starts one probe of it in the background (the hit itself is answered by the
 * store serving meanwhile), and the first probe that succeeds puts it back in front. A failure is
 * logged at most once per `logEveryMs` per store, its recovery once.
 */
export function fallbackStore({
  chain,
  last,
  probeEveryMs = PROBE_EVERY_MS,
  logEveryMs = LOG_EVERY_MS,
  now = () => performance.now(),
}: FallbackOptions): FallbackStore {
  const links: LinkState[] = chain.map((link) => ({
    ...link,
    downSince: null,
    nextProbeAt: 0,
    lastLogAt: Number.NEGATIVE_INFINITY,
    probing: false,
  }));
  const primary = links[0]?.store ?? last;
  const servingStore = () => links.find((link) => link.downSince === null)?.store ?? last;
  let serving = servingStore();
  let servingSince = Date.now();

  function noteServing() {
    const current = servingStore();
    if (current === serving) return;
    serving = current;
    servingSince = Date.now();
  }

  function fail(link: LinkState, error: unknown) {
    if (link.downSince === null) {
      link.downSince = Date.now();
      link.nextProbeAt = now() + probeEveryMs;
      noteServing();
    }
    if (now() - link.lastLogAt < logEveryMs) return;
    link.lastLogAt = now();
    const next = links.slice(links.indexOf(link) + 1).find((other) => other.downSince === null)?.store ?? last;
    console.error(
      `[ratelimit] ${describe(link.store)} is not answering (${reasonOf(error)}): rate limits are counted in ${describe(next)} until it does`,
    );
  }

  function recover(link: LinkState) {
    if (link.downSince === null) return;
    link.downSince = null;
    noteServing();
    console.error(`[ratelimit] ${describe(link.store)} answers again: rate limits are counted in it`);
  }

  function probe(link: LinkState) {
    if (link.probing || now() < link.nextProbeAt) return;
    link.probing = true;
    link.nextProbeAt = now() + probeEveryMs;
    withDeadline(link.store.hit(PROBE.key, PROBE.limit, PROBE.windowMs), deadlineOf(link), "a probe")
      .then(
        () => recover(link),
        (error: unknown) => fail(link, error),
      )
      .finally(() => {
        link.probing = false;
      });
  }

  return {
    name: primary.name,
    async hit(key, limit, windowMs): Promise<LimitResult> {
      for (const link of links) {
        if (link.downSince !== null) {
          probe(link);
          continue;
        }
        try {
          return await withDeadline(link.store.hit(key, limit, windowMs), deadlineOf(link), "a hit");
        } catch (error) {
          fail(link, error);
        }
      }
      return last.hit(key, limit, windowMs);
    },
    status(): RateLimitStoreStatus {
      return { store: primary.name, fallback: serving === primary ? null : serving.name, since: servingSince };
    },
  };
}
