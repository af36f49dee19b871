export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fixed windows are aligned to the epoch: when fewer than `marginMs` are left in the current one,
 * wait for the next, so that every hit of a test lands in the same window.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs = 3_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await sleep(left + 25);
}

/** The next 00:00 UTC after `now`, computed from the calendar (not from the epoch arithmetic). */
export function nextUtcMidnight(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
}
