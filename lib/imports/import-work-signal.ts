import { processSingleton } from "../runtime/process-singleton";

// A new import wakes this process's import worker at once (the poll covers other instances). One
// set per process: imports are created in Next's route handlers, the worker runs in the server bundle.
const listeners = () => processSingleton("import work listeners", () => new Set<() => void>());

export function signalImportWork(): void {
  for (const listener of listeners()) listener();
}

export function onImportWork(listener: () => void): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}
