import koffi from "koffi";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTrimmer, loadGlibcMalloc } from "../../lib/server/trim-native-memory";

describe("the native memory trimmer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const trimmer = () => {
    const calls: number[] = [];
    const trim = createTrimmer(
      () => {
        calls.push(Date.now());
        return true;
      },
      { quietMs: 1000, maxIntervalMs: 30_000 },
    );
    return { trim, calls };
  };

  it("trims once, a quiet second after the last of a burst of work", () => {
    const { trim, calls } = trimmer();
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      trim.workEnded();
      vi.advanceTimersByTime(300);
    }
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(700);
    expect(calls).toEqual([start + 3700]);
    vi.advanceTimersByTime(60_000);
    expect(trim.trims()).toBe(1);
  });

  it("trims every 30 s under steady work, never waiting for a pause that does not come", () => {
    const { trim, calls } = trimmer();
    const start = Date.now();
    for (let i = 0; i < 200; i++) {
      trim.workEnded();
      vi.advanceTimersByTime(500);
    }
    // Each 30 s counts from the first work after a trim.
    expect(calls).toEqual([start + 30_000, start + 60_500, start + 91_000]);
  });

  it("trims when malloc holds 4 MB more free memory than after the last trim, checked every 10 s", () => {
    const calls: number[] = [];
    let free = 10 << 20;
    const start = Date.now();
    const trim = createTrimmer(
      () => {
        calls.push(Date.now() - start);
        return true;
      },
      { watch: { freeBytes: () => free, everyMs: 10_000, growthBytes: 4 << 20 } },
    );
    free += 3 << 20;
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    free += 1 << 20;
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([20_000]);
    // Trimmed pages stay free in malloc's count: no growth since, no second trim.
    vi.advanceTimersByTime(30_000);
    expect(calls).toEqual([20_000]);
    // Free memory reused (less free), then freed again: growth counts from the least seen.
    free -= 6 << 20;
    vi.advanceTimersByTime(10_000);
    free += 5 << 20;
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([20_000, 70_000]);
    // A trim for work that ended resets the watch's measure too.
    free += 3 << 20;
    trim.workEnded();
    vi.advanceTimersByTime(1000);
    free += 2 << 20;
    vi.advanceTimersByTime(9000);
    expect(calls).toEqual([20_000, 70_000, 71_000]);
  });

  it("does not count a trim that could not run", () => {
    const trim = createTrimmer(() => false, { quietMs: 10 });
    trim.workEnded();
    vi.advanceTimersByTime(10);
    expect(trim.trims()).toBe(0);
  });
});

describe("glibc's malloc_trim", () => {
  it.runIf(process.platform === "linux")("loads here, counts free memory and hands free pages back", async () => {
    const malloc = await loadGlibcMalloc();
    if (!malloc) throw new Error("glibc's malloc did not load");
    const libc = koffi.load("libc.so.6");
    const allocate = libc.func("void *malloc(size_t size)");
    const release = libc.func("void free(void *ptr)");
    // 64 blocks of 64 KB (under glibc's mmap threshold, so inside the arena), and one more after
    // them that keeps their space from being the arena's top, which free() would hand back itself.
    const blocks = Array.from({ length: 64 }, () => allocate(64 * 1024));
    const fence = allocate(64 * 1024);
    const before = malloc.freeBytes();
    for (const block of blocks) release(block);
    expect(malloc.freeBytes() - before).toBeGreaterThanOrEqual(4 * 1024 * 1024 - 64 * 1024);
    // 1: some memory was released (the blocks' pages at least).
    expect(malloc.trim()).toBe(1);
    release(fence);
  });
});
