import { createHmac } from "node:crypto";

/**
 * The visitor id stored with a scan instead of the IP: HMAC-SHA256 keyed with the server's
 * visitor-hash secret over IP and user agent, hex, first 32 characters (128 bits).
 */
export function visitorIdFor(secret: string, ip: string, userAgent: string): string {
  return createHmac("sha256", secret).update(`${ip}\n${userAgent}`).digest("hex").slice(0, 32);
}
