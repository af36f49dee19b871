// Next's bundles and our server's bundle (.next/codebeam-server.mjs) each hold their own copy of
// every module under lib/, and Next 16 gives route handlers, server components and instrumentation
// separate module instances too: module-level state would exist once per copy. What must exist
// once per process lives here instead, in one map on globalThis under a registered symbol, which
// every copy of this module finds.
const REGISTRY = Symbol.for("codebeam.process-singletons");
const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, unknown> };

/** The process's one value under `key`, made by `make` on first use (by whichever copy asks first). */
export function processSingleton<T>(key: string, make: () => T): T {
  const registry = (holder[REGISTRY] ??= new Map());
  if (!registry.has(key)) registry.set(key, make());
  return registry.get(key) as T;
}

/** A process-wide slot: for state that is set and replaced (the database a test installs, say). */
export function processSlot<T>(key: string): { current: T | undefined } {
  return processSingleton(key, () => ({ current: undefined as T | undefined }));
}
