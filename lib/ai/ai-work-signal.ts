// New generations wake this process's worker at once (the poll covers other instances).
const listeners = new Set<() => void>();

export function signalAiWork(): void {
  for (const listener of listeners) listener();
}

export function onAiWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
