import { domainToUnicode } from "node:url";
import { shortLinkBase } from "../codes/short-link-base";
import { getConfig } from "../config/env";

import { MAX_HOSTNAME_LENGTH } from "./hostname-syntax";

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
