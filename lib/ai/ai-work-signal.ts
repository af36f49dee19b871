import { processSingleton } from "../runtime/process-singleton";

// New generations wake this process's worker at once (the poll covers other instances). One set
// per process: generations are created in Next's route handlers, the worker runs in the server
// bundle.
const listeners = () => processSingleton("ai work listeners", () => new Set<() => void>());

export function signalAiWork(): void {
  for (const listener of listeners()) listener();
}

export function onAiWork(listener: () => void): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}
