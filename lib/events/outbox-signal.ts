import { processSingleton } from "../runtime/process-singleton";

// Lets an outbox write wake this process's webhook dispatchers at once, instead of at their next
// poll. One set per process: the dispatcher runs in the server bundle, outbox writes happen there
// (scans) and in Next's route handlers.
const listeners = () => processSingleton("outbox listeners", () => new Set<() => void>());

/** Calls `listener` after every committed outbox write in this process; returns the unsubscribe. */
export function onOutboxWrite(listener: () => void): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/** Call after a transaction that wrote outbox events has committed. */
export function signalOutboxWrite(): void {
  for (const listener of listeners()) listener();
}
