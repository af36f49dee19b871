import { db } from "../db/client";
import type { DomainStatus } from "../db/generated/client";
import type { LookupResult } from "./lookup-verification";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A pending domain is re-checked for this long after it was added, then given up on. */
export const PENDING_GIVE_UP_MS = 7 * DAY;
/** A verified domain whose record is missing this long becomes FAILING. */
export const FAILING_AFTER_MS = 3 * DAY;
export const VERIFIED_RECHECK_MS = DAY;
export const FAILING_RECHECK_MS = HOUR;

/** What a check needs of a domain row (DOMAIN_CHECK_SELECT reads it). */
export interface DomainCheckState {
  id: string;
  hostname: string;
  verificationToken: string;
  status: DomainStatus;
  createdAt: Date;
  verifiedAt: Date | null;
  failingSince: Date | null;
  checkAttempts: number;
}

export const DOMAIN_CHECK_SELECT = {
  id: true,
  hostname: true,
  verificationToken: true,
  status: true,
  createdAt: true,
  verifiedAt: true,
  failingSince: true,
  checkAttempts: true,
} as const;

export interface DomainCheckUpdate {
  status: DomainStatus;
  verifiedAt: Date | null;
  failingSince: Date | null;
  lastCheckError: string | null;
  checkAttempts: number;
  nextCheckAt: Date | null;
  lastCheckedAt: Date;
}

export interface CheckOptions {
  /** A check asked for by hand (the verify endpoint): re-arms a pending domain given up on. */
  manual?: boolean;
  /** In [0, 1); Math.random by default (tests fix it). */
  random?: () => number;
}

/** Wait before the next look at a pending domain: 1 min, 2, 4, … capped at 1 h, then ±10% so checks spread. */
export function pendingBackoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), HOUR);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** The row's next state after a lookup at `now` (pure). */
export function nextDomainState(
  state: DomainCheckState,
  result: LookupResult,
  now: Date,
  options: CheckOptions = {},
): DomainCheckUpdate {
  const at = (ms: number) => new Date(now.getTime() + ms);
  if (result.found) {
    return {
      status: "VERIFIED",
      // A recovering FAILING domain keeps the date it was first verified.
      verifiedAt: state.status === "PENDING" ? now : (state.verifiedAt ?? now),
      failingSince: null,
      lastCheckError: null,
      checkAttempts: 0,
      nextCheckAt: at(VERIFIED_RECHECK_MS),
      lastCheckedAt: now,
    };
  }
  const checkAttempts = state.checkAttempts + 1;
  if (state.status === "PENDING") {
    const givenUp = now.getTime() - state.createdAt.getTime() > PENDING_GIVE_UP_MS && !options.manual;
    return {
      status: "PENDING",
      verifiedAt: state.verifiedAt,
      failingSince: null,
      lastCheckError: result.reason,
      checkAttempts,
      nextCheckAt: givenUp ? null : at(pendingBackoffMs(checkAttempts, options.random)),
      lastCheckedAt: now,
    };
  }
  // VERIFIED or FAILING: a miss (or a failed lookup) starts or continues the failing timer; the
  // links keep working meanwhile, and the record is looked for hourly until it is back.
  const failingSince = state.failingSince ?? now;
  const failing = state.status === "FAILING" || now.getTime() - failingSince.getTime() >= FAILING_AFTER_MS;
  return {
    status: failing ? "FAILING" : "VERIFIED",
    verifiedAt: state.verifiedAt,
    failingSince,
    lastCheckError: result.reason,
    checkAttempts,
    nextCheckAt: at(FAILING_RECHECK_MS),
    lastCheckedAt: now,
  };
}

/** Computes and writes the result of a check; a domain deleted meanwhile is left alone. */
export async function applyDomainCheck(
  state: DomainCheckState,
  result: LookupResult,
  now: Date,
  options: CheckOptions = {},
): Promise<DomainCheckUpdate> {
  const update = nextDomainState(state, result, now, options);
  await (await db()).domain.updateMany({ where: { id: state.id }, data: update });
  return update;
}
