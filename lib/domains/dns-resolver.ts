import { Resolver } from "node:dns/promises";
import { parseDnsServers } from "../config/dns-servers";
import { getConfig } from "../config/env";

export { parseDnsServers };

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
