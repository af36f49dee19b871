import { onTestFinished, vi } from "vitest";

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/**
 * Fixed windows are aligned to the epoch. Stops the clock (Date only: timers and I/O run as usual)
 * just after the start of the current window of `windowMs` until the test ends, so every hit of the
 * test lands in that one window however slow the machine; `nextWindow()` moves the clock on to the
 * start of the next one. Returns the window's start.
 */
export function freezeClockInWindow(windowMs: number): { start: number; nextWindow: () => number } {
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  vi.setSystemTime(start + 1);
  onTestFinished(() => void vi.useRealTimers());
  return {
    start,
    nextWindow: () => {
      const next = Math.floor(Date.now() / windowMs) * windowMs + windowMs;
      vi.setSystemTime(next);
      return next;
    },
  };
}

/** The next 00:00 UTC after `now`, computed from the calendar (not from the epoch arithmetic). */
export function nextUtcMidnight(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
}
