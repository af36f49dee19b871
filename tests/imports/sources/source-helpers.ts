import { resetConfigForTests } from "@/lib/config/env";
import type { ImportAdapter, SourceRow, SourceRowError } from "@/lib/imports/import-row";
import { setSourceRetryForTests } from "@/lib/imports/sources/fetch-source";

/** Every item an adapter reads, in order. */
export async function collect<O>(
  adapter: ImportAdapter<O>,
  options: O,
  signal: AbortSignal = new AbortController().signal,
): Promise<(SourceRow | SourceRowError)[]> {
  const items: (SourceRow | SourceRowError)[] = [];
  for await (const item of adapter.read(options, { signal })) items.push(item);
  return items;
}

/** Sets (or, with undefined, removes) environment variables for the next getConfig(). */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

/** Retries without sleeping: the waits asked for are recorded instead (no timing in tests). */
export function recordWaits(): number[] {
  const waits: number[] = [];
  setSourceRetryForTests({
    baseMs: 1,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return waits;
}

/** The ApiError a promise rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string; details?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string; details?: unknown };
  }
  throw new Error("expected a rejection");
}
