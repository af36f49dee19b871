import { getConfig } from "../config/env";

/** Set by our own server from the socket address; any copy sent by a client is dropped there. */
export const CLIENT_IP_HEADER = "x-codebeam-client-ip";

/**
 * The caller's IP from what a request carries: the first X-Forwarded-For hop only when a proxy of
 * ours is trusted (TRUST_PROXY=1), else the address the connection came from.
 */
export function clientIpFrom(
  forwardedFor: string | null | undefined,
  direct: string | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = forwardedFor?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return direct ?? "unknown";
}

/** The caller's IP for a Web request inside Next: server.ts put the socket's address in CLIENT_IP_HEADER. */
export function clientIp(headers: Headers): string {
  return clientIpFrom(headers.get("x-forwarded-for"), headers.get(CLIENT_IP_HEADER), getConfig().TRUST_PROXY);
}
