import { describe, expect, it } from "vitest";
import { createRepeatLimiter } from "@/lib/scans/repeat-limiter";

describe("repeat limiter", () => {
  it("stays within its bound of keys: the least recently seen is forgotten and starts afresh", () => {
    const clock = { ms: 0 };
    const limiter = createRepeatLimiter({ limit: 1, windowMs: 60_000, maxTracked: 2, now: () => clock.ms });
    expect([limiter.admit("a"), limiter.admit("b"), limiter.admit("a"), limiter.admit("b")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(limiter.admit("c")).toBe(true); // "a" was seen least recently: forgotten
    expect([limiter.admit("b"), limiter.admit("a")]).toEqual([false, true]);
  });

  it("with a limit of 0 counts everything", () => {
    const limiter = createRepeatLimiter({ limit: 0, windowMs: 1000, maxTracked: 10 });
    expect(Array.from({ length: 50 }, () => limiter.admit("a")).every(Boolean)).toBe(true);
  });
});
