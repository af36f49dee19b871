// What bench/redirect.ts and the server child it forks (bench/redirect-server.ts) tell each other.

/** What the short-link child counted and found in its database after a run. */
export interface Counts {
  answered302: number;
  scanRows: number;
  scanCount: number;
  rollupTotal: number;
  outbox: number;
  filtered: number;
  otherStatuses: Record<string, number>;
  /** `live` runs: the scan notices the child's live-stream listener received. */
  liveNotices?: number;
}

export type ToChild = { type: "count" } | { type: "stop" };
export type FromChild = { type: "ready"; path: string } | ({ type: "counts" } & Counts);

/** How a short-link run differs from the plain one. `webhook`: the account has a webhook taking
 * scan.created, so each scan also writes its outbox event (the dispatcher does not run here).
 * `live`: a live scan stream of the account is open (its slot, and a listener counting notices). */
export interface Variant {
  limited?: boolean;
  smart?: boolean;
  webhook?: boolean;
  live?: boolean;
}

export const sendToParent = (message: FromChild) => process.send?.(message);
