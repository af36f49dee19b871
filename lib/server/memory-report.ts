// Opt-in memory report for bench/memory.ts: with MEMORY_REPORT=1 the server answers SIGUSR2 by
// printing one JSON line (process.memoryUsage() and each bounded cache's entries and bytes) to
// stdout. Caches register a reader here; nothing is collected unless a report is asked for.
import { getConfig } from "../config/env";
import { processSingleton } from "../runtime/process-singleton";

export interface CacheUsage {
  entries: number;
  /** The bytes the cache counts against its bound. */
  bytes: number;
  maxBytes: number;
}

// One registry per process, whichever bundle registers a cache.
const caches = processSingleton("memory report caches", () => new Map<string, () => CacheUsage>());

/** Makes a cache visible in the memory report (the latest registration of a name wins). */
export function registerCache(name: string, usage: () => CacheUsage): void {
  caches.set(name, usage);
}

export const MEMORY_REPORT_PREFIX = "codebeam-memory-report ";

export function memoryReport(): { memory: NodeJS.MemoryUsage; caches: Record<string, CacheUsage> } {
  return {
    memory: process.memoryUsage(),
    caches: Object.fromEntries([...caches].map(([name, usage]) => [name, usage()])),
  };
}

/** Installs the SIGUSR2 report when MEMORY_REPORT=1 (never by default: SIGUSR2 stays Node's). */
export function installMemoryReport(): void {
  if (!getConfig().MEMORY_REPORT) return;
  process.on("SIGUSR2", () => {
    process.stdout.write(`${MEMORY_REPORT_PREFIX}${JSON.stringify(memoryReport())}\n`);
  });
}
