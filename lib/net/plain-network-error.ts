// What went wrong on the way to a host, in words a webhook log or a logo field can show: Node's
// own text ("connect ECONNREFUSED 127.0.0.1:9", or an AggregateError with no message at all when
// it tried several addresses) tells a reader little.
const IN_WORDS: Record<string, string> = {
  ECONNREFUSED: "refused the connection (nothing is listening on that port)",
  ECONNRESET: "closed the connection without an answer",
  ECONNABORTED: "closed the connection without an answer",
  EPIPE: "closed the connection while the request was being sent",
  EHOSTUNREACH: "cannot be reached from this server",
  ENETUNREACH: "cannot be reached from this server (no route to its network)",
  ETIMEDOUT: "did not answer in time",
  EAI_AGAIN: "could not be looked up just now (DNS)",
  CERT_HAS_EXPIRED: "sent an expired TLS certificate",
  DEPTH_ZERO_SELF_SIGNED_CERT: "sent a self-signed TLS certificate",
  SELF_SIGNED_CERT_IN_CHAIN: "sent a TLS certificate signed by an unknown authority",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "sent a TLS certificate that could not be verified",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "sent a TLS certificate that could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "sent a TLS certificate for another name",
  EPROTO: "did not answer in the expected protocol (TLS on a plain port?)",
  HPE_INVALID_CONSTANT: "answered with something that is not HTTP",
};

type Failure = Error & { code?: string; errors?: unknown[] };

/** The first error code in a failure: its own, or its first inner error's (AggregateError). */
function codeOf(error: Failure): string | undefined {
  if (error.code) return error.code;
  const inner = error.errors?.find((item): item is Failure => item instanceof Error);
  return inner ? codeOf(inner) : undefined;
}

/** "example.com:8443 refused the connection (…)." — or, for a failure without a known code, a plain sentence naming it. */
export function plainNetworkError(host: string, error: Error): string {
  const code = codeOf(error as Failure);
  const words = code ? IN_WORDS[code] : undefined;
  if (words) return `${host} ${words}.`;
  return `The request to ${host} failed${code ? ` (${code})` : ""}.`;
}
