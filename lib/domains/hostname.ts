import { isIP } from "node:net";
import { domainToASCII, domainToUnicode } from "node:url";
import { shortLinkBase } from "../codes/short-link-base";
import { getConfig } from "../config/env";

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export const MAX_HOSTNAME_LENGTH = 253;

/**
 * A hostname as stored: lower-case ASCII (IDNA names in punycode), no trailing dot, at least two
 * labels, not an IP address. Returns the reason as a sentence fragment when it is not one.
 */
export function toAsciiHostname(input: string): { hostname: string } | { problem: string } {
  const text = input.trim().replace(/\.$/, "");
  if (text === "") return { problem: "is required" };
  if (isIP(text.replace(/^\[|\]$/g, "")) !== 0) return { problem: "must be a domain name, not an IP address" };
  if (/[/:@?#\s]/.test(text))
    return { problem: "must be a bare hostname such as go.brand.com (no scheme, port or path)" };
  // domainToASCII applies UTS #46 (case folding, punycode) and answers "" for names it refuses.
  const hostname = domainToASCII(text);
  if (hostname === "" || hostname.length > MAX_HOSTNAME_LENGTH) return { problem: "is not a valid domain name" };
  const labels = hostname.split(".");
  if (labels.length < 2) return { problem: "must have at least two labels, such as go.brand.com" };
  if (!labels.every((label) => LABEL.test(label))) return { problem: "is not a valid domain name" };
  if (/^[0-9]+$/.test(labels.at(-1)!)) return { problem: "must be a domain name, not an IP address" };
  return { hostname };
}

/** The hostname as people read it (Unicode for IDNA names). */
export const displayHostname = (ascii: string): string => domainToUnicode(ascii) || ascii;

/** The install's own hosts (APP_URL's and SHORT_LINK_BASE's), lower-case, without port. */
export function ownHostnames(): Set<string> {
  const hosts = [getConfig().APP_URL, shortLinkBase()].map((url) => new URL(url).hostname.toLowerCase());
  return new Set(hosts);
}

/**
 * The hostname of a `Host` header as routing compares it: lower case, no port, no trailing dot;
 * null for a header that is not a plain hostname.
 */
export function hostnameOfHeader(host: string | undefined): string | null {
  if (!host || host.length > MAX_HOSTNAME_LENGTH + 7) return null;
  let name = host.toLowerCase();
  if (name.startsWith("[")) return null; // an IPv6 literal is never a branded domain
  const colon = name.indexOf(":");
  if (colon !== -1) name = name.slice(0, colon);
  if (name.endsWith(".")) name = name.slice(0, -1);
  return name === "" ? null : name;
}
