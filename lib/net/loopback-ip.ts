import { BlockList } from "node:net";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6 (::ffff:127.0.0.1). */
export function isLoopbackIp(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return loopback.check(mapped[1], "ipv4");
  try {
    return loopback.check(ip, ip.includes(":") ? "ipv6" : "ipv4");
  } catch {
    return false; // not an address at all ("unknown" when the socket had none)
  }
}
