import { processSingleton } from "../runtime/process-singleton";

// glibc's malloc keeps what a burst of images freed (libvips's pixels, encoded PNGs and PDFs,
// Node's buffers) inside its arena, in holes below memory still in use, and those pages stay
// resident. malloc_trim(0) hands the free pages back. In bench/memory.ts it freed ~50 MB after
// the render-heavy mix, in about 3 ms. So once work (a render, a request served by Next) has been
// quiet for a second, the process trims. Under steady work it trims every MAX_INTERVAL_MS.
// Work that does not say it ended (background jobs' first queries, the embedded database's
// WebAssembly compiled to faster code as it runs, short links) is caught by a watch: every
// WATCH_MS, when malloc holds GROWTH_BYTES more free memory than after the last trim, it trims.
// On an idle embedded server that was ~45 MB.
// Where there is no glibc (musl, macOS, Windows), nothing is done.

const QUIET_MS = 1000;
const MAX_INTERVAL_MS = 30_000;
const WATCH_MS = 10_000;
const GROWTH_BYTES = 4 * 1024 * 1024;

export interface Trimmer {
  /** Native work just ended (a render, say): trim once things are quiet. */
  workEnded(): void;
  /** How many times it has trimmed (an unavailable trim does not count). */
  trims(): number;
}

export interface TrimmerOptions {
  quietMs?: number;
  maxIntervalMs?: number;
  now?: () => number;
  /** Trims when `freeBytes()` grew by `growthBytes` since the last trim, checked every `everyMs`. */
  watch?: { freeBytes: () => number; everyMs?: number; growthBytes?: number };
}

/**
 * The trimming policy around any `trim` (which answers whether it trimmed): after `quietMs` without
 * work, or at once when work has gone on for `maxIntervalMs` without a pause.
 */
export function createTrimmer(
  trim: () => boolean,
  { quietMs = QUIET_MS, maxIntervalMs = MAX_INTERVAL_MS, now = Date.now, watch }: TrimmerOptions = {},
): Trimmer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the work not yet trimmed after began.
  let since: number | undefined;
  let count = 0;
  // The least free memory seen since the last trim, which the watch measures growth from (a trim
  // hands free pages back but they stay free in malloc's count, and memory reused then freed again
  // is resident again).
  let low = watch?.freeBytes();
  const run = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    since = undefined;
    if (trim()) count++;
    low = watch?.freeBytes();
  };
  if (watch) {
    const check = () => {
      const free = watch.freeBytes();
      low = Math.min(low ?? free, free);
      if (free - low >= (watch.growthBytes ?? GROWTH_BYTES)) run();
    };
    setInterval(check, watch.everyMs ?? WATCH_MS).unref?.();
  }
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

type Koffi = {
  struct(name: string, fields: Record<string, string>): unknown;
  load(path: string): { func(signature: string): (...args: number[]) => unknown };
};

export interface GlibcMalloc {
  /** malloc_trim(0): hands malloc's free pages back to the system. */
  trim(): number;
  /** Bytes free inside malloc's arenas (mallinfo2's fordblks), whether handed back yet or not. */
  freeBytes(): number;
}

const MALLINFO2_FIELDS = [
  "arena",
  "ordblks",
  "smblks",
  "hblks",
  "hblkhd",
  "usmblks",
  "fsmblks",
  "uordblks",
  "fordblks",
  "keepcost",
];

/** glibc's malloc_trim and mallinfo2 through koffi, or null where the process does not run on glibc (2.33 or later). */
export async function loadGlibcMalloc(): Promise<GlibcMalloc | null> {
  if (process.platform !== "linux") return null;
  // Node's own way to tell glibc from musl: the report names the glibc it runs on, if any.
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  if (!report?.header?.glibcVersionRuntime) return null;
  try {
    const koffi = ((await import("koffi")) as { default: Koffi }).default;
    const libc = koffi.load("libc.so.6");
    koffi.struct("mallinfo2", Object.fromEntries(MALLINFO2_FIELDS.map((field) => [field, "size_t"])));
    const mallocTrim = libc.func("int malloc_trim(size_t pad)");
    const mallinfo2 = libc.func("mallinfo2 mallinfo2()");
    return {
      trim: () => mallocTrim(0) as number,
      freeBytes: () => Number((mallinfo2() as { fordblks: number | bigint }).fordblks),
    };
  } catch (error) {
    console.error("native memory: malloc_trim not available:", (error as Error).message);
    return null;
  }
}

/** The process's trimmer (one for every bundle's copy of this module): trims once glibc's malloc has loaded. */
export function processTrimmer(): Trimmer {
  return processSingleton("native memory trimmer", () => {
    let malloc: GlibcMalloc | null = null;
    void loadGlibcMalloc().then((loaded) => {
      malloc = loaded;
    });
    return createTrimmer(
      () => {
        malloc?.trim();
        return malloc !== null;
      },
      { watch: { freeBytes: () => malloc?.freeBytes() ?? 0 } },
    );
  });
}
