import { processSingleton } from "../runtime/process-singleton";

// glibc's malloc keeps what a burst of images freed (libvips's pixels, encoded PNGs and PDFs,
// Node's buffers) inside its arena, in holes below memory still in use, and those pages stay
// resident. malloc_trim(0) hands the free pages back. In bench/memory.ts it freed ~50 MB after
// the render-heavy mix, in about 3 ms. So once work (a render, a request served by Next) has been
// quiet for a second, the process trims. Under steady work it trims every MAX_INTERVAL_MS.
// Where there is no glibc (musl, macOS, Windows), nothing is done.

const QUIET_MS = 1000;
const MAX_INTERVAL_MS = 30_000;

export interface Trimmer {
  /** Native work just ended (a render, say): trim once things are quiet. */
  workEnded(): void;
  /** How many times it has trimmed (an unavailable trim does not count). */
  trims(): number;
}

/**
 * The trimming policy around any `trim` (which answers whether it trimmed): after `quietMs` without
 * work, or at once when work has gone on for `maxIntervalMs` without a pause.
 */
export function createTrimmer(
  trim: () => boolean,
  { quietMs = QUIET_MS, maxIntervalMs = MAX_INTERVAL_MS, now = Date.now } = {},
): Trimmer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the work not yet trimmed after began.
  let since: number | undefined;
  let count = 0;
  const run = () => {
    timer = undefined;
    since = undefined;
    if (trim()) count++;
  };
  return {
    workEnded() {
      if (timer) clearTimeout(timer);
      const at = now();
      since ??= at;
      if (at - since >= maxIntervalMs) return run();
      timer = setTimeout(run, quietMs);
      timer.unref?.();
    },
    trims: () => count,
  };
}

type Koffi = { load(path: string): { func(signature: string): (pad: number) => number } };

/** glibc's malloc_trim through koffi, or null where the process does not run on glibc. */
export async function loadMallocTrim(): Promise<(() => number) | null> {
  if (process.platform !== "linux") return null;
  // Node's own way to tell glibc from musl: the report names the glibc it runs on, if any.
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  if (!report?.header?.glibcVersionRuntime) return null;
  try {
    const koffi = ((await import("koffi")) as { default: Koffi }).default;
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)");
    return () => mallocTrim(0);
  } catch (error) {
    console.error("native memory: malloc_trim not available:", (error as Error).message);
    return null;
  }
}

/** The process's trimmer (one for every bundle's copy of this module): trims once glibc's malloc_trim has loaded. */
export function processTrimmer(): Trimmer {
  return processSingleton("native memory trimmer", () => {
    let trim: (() => number) | null = null;
    void loadMallocTrim().then((loaded) => {
      trim = loaded;
    });
    return createTrimmer(() => {
      trim?.();
      return trim !== null;
    });
  });
}
