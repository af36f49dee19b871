import ipaddr from "ipaddr.js";
import { isIP } from "node:net";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * IANA hands out global unicast IPv6 only from 2000::/3 (RFC 4291 §2.4). ipaddr.js calls every
 * address it has no name for "unicast", the deprecated IPv4-compatible ::a.b.c.d form and the
 * unassigned blocks included, so an IPv6 address must also sit in this block to count as public.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
/** The well-known NAT64 prefix (RFC 6052): the last 32 bits are the IPv4 address reached. */
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

const isPublicV4 = (address: IPv4) => address.range() === "unicast";

const lastFourBytes = (address: IPv6) => new ipaddr.IPv4(address.toByteArray().slice(12));

/**
 * IPv6 ranges that carry an IPv4 address, each decided explicitly (every other named range is
 * denied, as is anything not public unicast):
 * - ipv4Mapped ::ffff:a.b.c.d — the socket talks IPv4 to a.b.c.d: public exactly when that is.
 * - rfc6052 — the well-known NAT64 prefix 64:ff9b::/96 is what DNS64 answers on IPv6-only
 *   networks for every IPv4-only host, so it is judged by the IPv4 address it embeds; the
 *   local-use prefix 64:ff9b:1::/48 (RFC 8215) belongs to the operator's own network: denied.
 * - rfc6145 (IPv4-translated ::ffff:0:a.b.c.d), 6to4 (2002::/16) and teredo (2001::/32) are
 *   deprecated or host-local tunnelling forms no public receiver needs: denied whatever they embed.
 */
function isPublicV6(address: IPv6): boolean {
  if (address.zoneId) return false;
  switch (address.range()) {
    case "unicast":
      return address.match(GLOBAL_UNICAST_V6);
    case "ipv4Mapped":
      return isPublicV4(address.toIPv4Address());
    case "rfc6052":
      return address.match(WELL_KNOWN_NAT64) && isPublicV4(lastFourBytes(address));
    default:
      return false;
  }
}

/**
 * True for addresses a server must not be made to call: everything that is not plainly public
 * unicast, classified by ipaddr.js. Only the canonical forms node connects to are accepted
 * (isIP): shorthand like `127.1` or `0x7f.0.0.1` is refused rather than guessed at.
 */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !isPublicV4(ipaddr.IPv4.parse(address));
  if (family === 6) return !isPublicV6(ipaddr.IPv6.parse(address));
  return true;
}
