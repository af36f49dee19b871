import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTrimmer, loadMallocTrim } from "../../lib/server/trim-native-memory";

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

  it("does not count a trim that could not run", () => {
    const trim = createTrimmer(() => false, { quietMs: 10 });
    trim.workEnded();
    vi.advanceTimersByTime(10);
    expect(trim.trims()).toBe(0);
  });
});

describe("glibc's malloc_trim", () => {
  it.runIf(process.platform === "linux")("loads here and hands free pages back", async () => {
    const trim = await loadMallocTrim();
    expect(trim).not.toBeNull();
    // 1: some memory was released, 0: none was; either way the call reached glibc.
    expect([0, 1]).toContain(trim?.());
  });
});
