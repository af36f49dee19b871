import { getConfig } from "../config/env";
import type { Database } from "../db/client";
import { startBackgroundLoop } from "../runtime/background-loop";
import { onAiWork } from "./ai-work-signal";
import { type ClaimedGeneration, claimAiGenerations } from "./claim-ai-generations";
import { processAiGeneration } from "./process-ai-generation";
import type { AiProvider } from "./providers/provider-types";
import { selectProvider } from "./providers/select-provider";

export interface AiWorkerOptions {
  /** Generations this worker runs at once (default 4). */
  concurrency?: number;
  pollMs?: number;
  /** How long a claim holds; renewed at every step of the generation. */
  leaseMs?: number;
  provider?: AiProvider;
}

export interface AiWorker {
  wake(): void;
  /** Stops claiming and waits for the generations in flight. */
  stop(): Promise<void>;
}

/**
 * The AI worker of a server process: claims generations (SKIP LOCKED, so several processes on one
 * PostgreSQL share them; at most AI_MAX_CONCURRENT running per account) and runs each to its end.
 * A generation whose worker died comes back when its lease expires.
 */
export function startAiWorker(database: Pick<Database, "sql">, options: AiWorkerOptions = {}): AiWorker {
  const config = getConfig();
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? Math.max(60_000, config.AI_TIMEOUT_MS * 2);
  const provider = options.provider ?? selectProvider();
  const inFlight = new Set<Promise<void>>();

  function run(claimed: ClaimedGeneration) {
    const running: Promise<void> = processAiGeneration(claimed, provider, leaseMs)
      .catch((error) => console.error(`[ai] generation ${claimed.id} stopped:`, (error as Error).message))
      .finally(() => {
        inFlight.delete(running);
        loop.wake(); // a slot is free
      });
    inFlight.add(running);
  }

  const loop = startBackgroundLoop({
    failing: "[ai] worker could not reach the database",
    pollMs: options.pollMs ?? config.AI_POLL_MS,
    turn: async () => {
      const claimed = await claimAiGenerations(
        database.sql,
        concurrency - inFlight.size,
        leaseMs,
        getConfig().AI_MAX_CONCURRENT,
      );
      for (const generation of claimed) run(generation);
    },
    drain: async () => void (await Promise.allSettled([...inFlight])),
    wakeOn: onAiWork,
  });
  return loop;
}
