import { isIPv4, isIPv6 } from "node:net";
import { UAParser } from "ua-parser-js";

/** "Firefox on Windows": what a person recognises a session by, never the whole user agent. */
export function summarizeUserAgent(userAgent: string | null | undefined): string {
  const { browser, os } = UAParser((userAgent ?? "").slice(0, 512));
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || (os.name ? `A browser on ${os.name}` : "Unknown browser");
}

function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill("0"), ...right];
}

/**
 * The network an address belongs to (IPv4 /24, IPv6 /48), enough to tell "home" from "abroad" but
 * not the address itself, which is never stored. Undefined for anything that is not an address.
 */
export function ipPrefixOf(ip: string | null | undefined): string | undefined {
  const address = (ip ?? "").trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address) && !address.includes(".")) {
    const groups = expandIPv6(address.split("%")[0]).slice(0, 3);
    return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/48`;
  }
  return undefined;
}
