import { describe, expect, it } from "vitest";
import { type DomainCheckState, nextDomainState, pendingBackoffMs } from "@/lib/domains/apply-domain-check";
import type { LookupResult } from "@/lib/domains/lookup-verification";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date("2026-11-27T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const hence = (ms: number) => new Date(now.getTime() + ms);
const found: LookupResult = { found: true };
const missing: LookupResult = { found: false, reason: "RECORD_MISSING", message: "No TXT record at … yet." };
const failed: LookupResult = { found: false, reason: "LOOKUP_FAILED", message: "The DNS lookup … timed out." };
const middle = () => 0.5; // no jitter

const state = (over: Partial<DomainCheckState> = {}): DomainCheckState => ({
  id: "d1",
  hostname: "go.brand.test",
  verificationToken: "tok",
  status: "PENDING",
  createdAt: ago(HOUR),
  verifiedAt: null,
  failingSince: null,
  checkAttempts: 0,
  ...over,
});

describe("a pending domain", () => {
  it("becomes VERIFIED when the record is found, checked again in a day", () => {
    const update = nextDomainState(state({ checkAttempts: 5 }), found, now);
    expect(update).toEqual({
      status: "VERIFIED",
      verifiedAt: now,
      failingSince: null,
      lastCheckError: null,
      checkAttempts: 0,
      nextCheckAt: hence(DAY),
      lastCheckedAt: now,
    });
  });

  it("stays PENDING on a miss, with the reason, one more attempt and a backoff", () => {
    const update = nextDomainState(state({ checkAttempts: 2 }), missing, now, { random: middle });
    expect(update).toEqual({
      status: "PENDING",
      verifiedAt: null,
      failingSince: null,
      lastCheckError: "RECORD_MISSING",
      checkAttempts: 3,
      nextCheckAt: hence(4 * MINUTE),
      lastCheckedAt: now,
    });
  });

  it("backs off 1, 2, 4, … minutes up to an hour", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 12].map((attempts) => pendingBackoffMs(attempts, middle) / MINUTE);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("spreads the wait by at most 10% either way", () => {
    expect(pendingBackoffMs(1, () => 0)).toBe(54_000);
    expect(pendingBackoffMs(1, () => 0.999_999)).toBeCloseTo(66_000, -1);
    expect(pendingBackoffMs(20, () => 0)).toBe(0.9 * HOUR);
    for (let i = 0; i < 50; i++) {
      const wait = pendingBackoffMs(3);
      expect(wait).toBeGreaterThanOrEqual(0.9 * 4 * MINUTE);
      expect(wait).toBeLessThanOrEqual(1.1 * 4 * MINUTE);
    }
  });

  it("is given up on (no next check) once added more than 7 days ago", () => {
    expect(nextDomainState(state({ createdAt: ago(7 * DAY - MINUTE) }), missing, now).nextCheckAt).not.toBeNull();
    const update = nextDomainState(state({ createdAt: ago(7 * DAY + MINUTE), checkAttempts: 200 }), missing, now);
    expect(update).toMatchObject({ status: "PENDING", nextCheckAt: null, checkAttempts: 201 });
  });

  it("is re-armed by a manual check that misses, and revived by one that finds it", () => {
    const givenUp = state({ createdAt: ago(10 * DAY), checkAttempts: 200 });
    const rearmed = nextDomainState(givenUp, missing, now, { manual: true, random: middle });
    expect(rearmed).toMatchObject({ status: "PENDING", nextCheckAt: hence(HOUR), lastCheckError: "RECORD_MISSING" });
    expect(nextDomainState(givenUp, found, now, { manual: true })).toMatchObject({
      status: "VERIFIED",
      verifiedAt: now,
      nextCheckAt: hence(DAY),
    });
  });
});

describe("a verified domain", () => {
  const verified = (over: Partial<DomainCheckState> = {}) =>
    state({ status: "VERIFIED", createdAt: ago(30 * DAY), verifiedAt: ago(20 * DAY), ...over });

  it("stays VERIFIED while found, checked daily, keeping the date it was verified", () => {
    expect(nextDomainState(verified(), found, now)).toEqual({
      status: "VERIFIED",
      verifiedAt: ago(20 * DAY),
      failingSince: null,
      lastCheckError: null,
      checkAttempts: 0,
      nextCheckAt: hence(DAY),
      lastCheckedAt: now,
    });
  });

  it("starts the failing timer on its first miss and is re-checked hourly", () => {
    expect(nextDomainState(verified(), missing, now)).toEqual({
      status: "VERIFIED",
      verifiedAt: ago(20 * DAY),
      failingSince: now,
      lastCheckError: "RECORD_MISSING",
      checkAttempts: 1,
      nextCheckAt: hence(HOUR),
      lastCheckedAt: now,
    });
  });

  it("counts a failed lookup as a miss for the timer", () => {
    const update = nextDomainState(verified({ failingSince: ago(2 * DAY) }), failed, now);
    expect(update).toMatchObject({ status: "VERIFIED", failingSince: ago(2 * DAY), lastCheckError: "LOOKUP_FAILED" });
  });

  it("becomes FAILING after 3 days of misses, and stays FAILING until found", () => {
    const almost = nextDomainState(verified({ failingSince: ago(3 * DAY - MINUTE) }), missing, now);
    expect(almost.status).toBe("VERIFIED");
    const failing = nextDomainState(verified({ failingSince: ago(3 * DAY) }), missing, now);
    expect(failing).toMatchObject({ status: "FAILING", failingSince: ago(3 * DAY), nextCheckAt: hence(HOUR) });
    const still = nextDomainState(verified({ status: "FAILING", failingSince: ago(5 * DAY) }), failed, now);
    expect(still).toMatchObject({ status: "FAILING", failingSince: ago(5 * DAY), nextCheckAt: hence(HOUR) });
  });

  it("recovers from FAILING when the record is back", () => {
    const update = nextDomainState(
      verified({ status: "FAILING", failingSince: ago(5 * DAY), checkAttempts: 100 }),
      found,
      now,
    );
    expect(update).toEqual({
      status: "VERIFIED",
      verifiedAt: ago(20 * DAY),
      failingSince: null,
      lastCheckError: null,
      checkAttempts: 0,
      nextCheckAt: hence(DAY),
      lastCheckedAt: now,
    });
  });

  it("is never given up on, however old", () => {
    const old = verified({ createdAt: ago(400 * DAY), failingSince: ago(30 * DAY), status: "FAILING" });
    expect(nextDomainState(old, missing, now).nextCheckAt).toEqual(hence(HOUR));
  });
});
