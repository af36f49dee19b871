import { isIP } from "node:net";

const portOk = (port: string | undefined) => port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);

/** DNS_SERVERS's entries; node's resolver takes IP addresses only, so a name is refused here. */
export function parseDnsServers(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const bracketed = /^\[(.+)\](?::(\d{1,5}))?$/.exec(entry);
    const withPort = /^(.+):(\d{1,5})$/.exec(entry);
    const valid =
      isIP(entry) !== 0 ||
      (bracketed && isIP(bracketed[1]) === 6 && portOk(bracketed[2])) ||
      (withPort && isIP(withPort[1]) === 4 && portOk(withPort[2]));
    if (!valid)
      throw new Error(`DNS_SERVERS: "${entry}" is not an IP address with an optional port (IPv6 as [::1]:53)`);
  }
  return entries;
}
