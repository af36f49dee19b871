const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits before the 2nd, 3rd, … attempt: about three days in all (~2 d 21 h), then the delivery fails. */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
  24 * HOUR,
];

/** A webhook whose every attempt failed for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 72 * HOUR;

export type AttemptKind = "scheduled" | "test";

export interface Outcome {
  status: "SUCCEEDED" | "FAILED" | "PENDING";
  nextAttemptAt: Date | null;
}

/**
 * What follows an attempt. Failures wait the next step of the schedule ±20 % (jitter, so receivers
 * coming back are not hit by every delivery at once); 410 Gone stops at once; test events are sent
 * once. `attempt` counts from 1.
 */
export function outcomeOf(
  result: { success: boolean; statusCode: number | null },
  attempt: number,
  {
    kind = "scheduled",
    delaysMs = RETRY_DELAYS_MS,
    now = new Date(),
    random = Math.random,
  }: { kind?: AttemptKind; delaysMs?: readonly number[]; now?: Date; random?: () => number } = {},
): Outcome {
  if (result.success) return { status: "SUCCEEDED", nextAttemptAt: null };
  const delay = delaysMs[attempt - 1];
  if (kind === "test" || result.statusCode === 410 || delay === undefined)
    return { status: "FAILED", nextAttemptAt: null };
  return { status: "PENDING", nextAttemptAt: new Date(now.getTime() + Math.round(delay * (0.8 + 0.4 * random()))) };
}
