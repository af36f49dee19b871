export type OutboundFailure = "scheme" | "blocked" | "dns" | "timeout" | "too-large" | "redirects" | "network";

/** Why the outbound-request guard refused or gave up on a request; the message says it for humans. */
export class OutboundRequestError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}
