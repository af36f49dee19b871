// Lets an outbox write wake this process's webhook dispatchers at once, instead of at their next
// poll. Kept on globalThis: the dispatcher runs in the server bundle, outbox writes happen there
// (scans) and in Next's route handlers, and each bundle holds its own copy of this module.
const holder = globalThis as typeof globalThis & { __codebeamOutboxListeners?: Set<() => void> };
const listeners = () => (holder.__codebeamOutboxListeners ??= new Set());

/** Calls `listener` after every committed outbox write in this process; returns the unsubscribe. */
export function onOutboxWrite(listener: () => void): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/** Call after a transaction that wrote outbox events has committed. */
export function signalOutboxWrite(): void {
  for (const listener of listeners()) listener();
}
