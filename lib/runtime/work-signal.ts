import { processSingleton } from "./process-singleton";

/**
 * A wake-up for a background worker: work written in this process (in Next's route handlers) wakes
 * the worker that runs it (in the server bundle) at once; the worker's poll covers other instances.
 * One listener set per process and name (lib/runtime/process-singleton.ts).
 */
export function workSignal(name: string) {
  const listeners = () => processSingleton(name, () => new Set<() => void>());
  return {
    signal(): void {
      for (const listener of listeners()) listener();
    },
    on(listener: () => void): () => void {
      listeners().add(listener);
      return () => void listeners().delete(listener);
    },
  };
}
