import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import { getConfig } from "../config/env";

export interface DnsResolverOptions {
  /** `host[:port]` entries, IPv6 as `[::1]:53`; empty or absent: the system's resolvers. */
  servers?: string[];
  /** Per try, in ms (default 3000). */
  timeoutMs?: number;
  /** Tries per server (default 2). */
  tries?: number;
}

/** The TXT lookup domain verification needs; a test may pass any object with it. */
export type TxtResolver = Pick<Resolver, "resolveTxt">;

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

/** A resolver on the given servers (the system's when none), with a bounded wait. */
export function createDnsResolver(options: DnsResolverOptions = {}): Resolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: options.tries ?? 2 });
  if (options.servers && options.servers.length > 0) resolver.setServers(options.servers);
  return resolver;
}

/** A resolver on DNS_SERVERS (read at each call, so tests may change it). */
export function resolverFromConfig(): Resolver {
  return createDnsResolver({ servers: parseDnsServers(getConfig().DNS_SERVERS) });
}
