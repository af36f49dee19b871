import { describe, expect, it } from "vitest";
import { outcomeOf, RETRY_DELAYS_MS } from "@/lib/webhooks/retry-schedule";

const NOW = new Date("2025-01-01T00:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const failed = (statusCode: number | null = 500) => ({ success: false, statusCode });
/** Milliseconds from NOW to the next attempt, for a failure of `attempt` with `random` fixed. */
const waitAfter = (attempt: number, random: number, delaysMs = RETRY_DELAYS_MS) =>
  outcomeOf(failed(), attempt, { now: NOW, random: () => random, delaysMs }).nextAttemptAt!.getTime() - NOW.getTime();

describe("outcomeOf", () => {
  it.each([
    ["a 200 on the first attempt", { success: true, statusCode: 200 }, 1],
    ["a 204 on the last scheduled attempt", { success: true, statusCode: 204 }, RETRY_DELAYS_MS.length],
    ["a success past the schedule", { success: true, statusCode: 200 }, RETRY_DELAYS_MS.length + 5],
  ])("%s succeeds, with nothing more to send", (_label, result, attempt) => {
    expect(outcomeOf(result, attempt, { now: NOW })).toEqual({ status: "SUCCEEDED", nextAttemptAt: null });
    expect(outcomeOf(result, attempt, { now: NOW, kind: "test" })).toEqual({
      status: "SUCCEEDED",
      nextAttemptAt: null,
    });
  });

  it.each([1, 2, RETRY_DELAYS_MS.length])("a 410 Gone fails at once, on attempt %i", (attempt) => {
    expect(outcomeOf(failed(410), attempt, { now: NOW, random: () => 0.5 })).toEqual({
      status: "FAILED",
      nextAttemptAt: null,
    });
  });

  it.each([
    ["a 500", 500],
    ["a 404", 404],
    ["a redirect", 301],
    ["no answer (timeout, refused)", null],
  ])("a test event is sent once: %s fails it", (_label, statusCode) => {
    expect(outcomeOf(failed(statusCode), 1, { now: NOW, kind: "test", random: () => 0.5 })).toEqual({
      status: "FAILED",
      nextAttemptAt: null,
    });
  });

  it.each(RETRY_DELAYS_MS.map((delay, index) => [index + 1, delay] as const))(
    "a failed attempt %i waits %i ms ±20 %",
    (attempt, delay) => {
      for (const statusCode of [500, 429, 400, null]) {
        const outcome = outcomeOf(failed(statusCode), attempt, { now: NOW, random: () => 0.5 });
        expect(outcome).toEqual({ status: "PENDING", nextAttemptAt: new Date(NOW.getTime() + delay) });
      }
      expect(waitAfter(attempt, 0)).toBe(Math.round(delay * 0.8));
      expect(waitAfter(attempt, 1)).toBe(Math.round(delay * 1.2));
      expect(waitAfter(attempt, 0.5)).toBe(delay);
      for (const random of [0.1, 0.25, 0.75, 0.999]) {
        expect(waitAfter(attempt, random)).toBeGreaterThanOrEqual(Math.round(delay * 0.8));
        expect(waitAfter(attempt, random)).toBeLessThanOrEqual(Math.round(delay * 1.2));
      }
    },
  );

  it("the schedule grows: each wait is at least the one before", () => {
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++)
      expect(RETRY_DELAYS_MS[i]).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[i - 1]);
  });

  it.each([RETRY_DELAYS_MS.length + 1, RETRY_DELAYS_MS.length + 10])(
    "a failure past the schedule (attempt %i) fails the delivery",
    (attempt) => {
      expect(outcomeOf(failed(), attempt, { now: NOW, random: () => 0.5 })).toEqual({
        status: "FAILED",
        nextAttemptAt: null,
      });
    },
  );

  it("the last scheduled wait still retries; the attempt after it fails", () => {
    const last = RETRY_DELAYS_MS.length;
    expect(outcomeOf(failed(), last, { now: NOW, random: () => 0.5 }).status).toBe("PENDING");
    expect(outcomeOf(failed(), last + 1, { now: NOW, random: () => 0.5 }).status).toBe("FAILED");
  });

  it("follows an injected schedule", () => {
    const delaysMs = [1000, 2000];
    expect(waitAfter(1, 0.5, delaysMs)).toBe(1000);
    expect(waitAfter(2, 1, delaysMs)).toBe(2400);
    expect(outcomeOf(failed(), 3, { now: NOW, delaysMs }).status).toBe("FAILED");
  });

  it("the default schedule spans about three days, jitter included", () => {
    const sum = (random: number) =>
      RETRY_DELAYS_MS.reduce((total, _delay, index) => total + waitAfter(index + 1, random), 0);
    const exact = RETRY_DELAYS_MS.reduce((total, delay) => total + delay, 0);
    expect(sum(0.5)).toBe(exact);
    expect(exact).toBeGreaterThan(2.5 * DAY);
    expect(exact).toBeLessThan(3.5 * DAY);
    // Even all-short or all-long jitter keeps it roughly three days (±20 % of ~2 d 21 h).
    expect(sum(0) / DAY).toBeGreaterThan(2.25);
    expect(sum(1) / DAY).toBeLessThan(3.5);
  });
});
