import { BlockList, isIPv4, isIPv6 } from "node:net";

/** Loopback, private, link-local (cloud metadata), CGNAT, multicast and reserved ranges. */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["2001::", 32],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv6");
}

/** The 16 bytes of an IPv6 address (dotted IPv4 tail allowed); assumes isIPv6 holds. */
function ipv6Bytes(address: string): number[] {
  let text = address.split("%")[0].toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}

/** IPv4 address carried inside an IPv6 one (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(bytes: number[]): string | undefined {
  const quad = (from: number) => bytes.slice(from, from + 4).join(".");
  const zeroUpTo = (end: number) => bytes.slice(0, end).every((byte) => byte === 0);
  if (zeroUpTo(10) && bytes[10] === 255 && bytes[11] === 255) return quad(12);
  if (zeroUpTo(12)) return quad(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && bytes.slice(4, 12).every((b) => b === 0)) return quad(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return quad(2);
  return undefined;
}

/** True for addresses a server must not be made to call: anything not plainly on the public internet. */
export function isBlockedAddress(address: string): boolean {
  if (isIPv4(address)) return BLOCKED.check(address, "ipv4");
  if (!isIPv6(address)) return true;
  const bytes = ipv6Bytes(address);
  const inner = embeddedIpv4(bytes);
  if (inner) return BLOCKED.check(inner, "ipv4");
  return BLOCKED.check(address.split("%")[0], "ipv6");
}
