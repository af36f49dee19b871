import { getConfig } from "../config/env";

/** Set by our own server from the socket address; any copy sent by a client is dropped there. */
export const CLIENT_IP_HEADER = "x-codebeam-client-ip";

/** The caller's IP: the first X-Forwarded-For hop only when TRUST_PROXY=1, else the socket's. */
export function clientIp(headers: Headers): string {
  if (getConfig().TRUST_PROXY) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
