import ipaddr from "ipaddr.js";

/**
 * The network an address speaks for, as a limit's key: an IPv4 address itself, an IPv6 address's
 * /64 (one subscriber usually holds a whole /64, so counting single addresses would let it rotate
 * through 2^64 of them). IPv4-mapped IPv6 counts as its IPv4 address; anything unparsable as itself.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
