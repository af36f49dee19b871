import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { getConfig } from "../config/env";
import { isBlockedAddress } from "./ip-ranges";
import { OutboundRequestError } from "./outbound-error";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface TargetPolicy {
  /** Addresses trusted even though they are private (an operator's known internal service). */
  allowAddresses?: readonly string[];
}

/**
 * Every address `hostname` resolves to, each checked: one private or reserved address refuses the
 * whole host (unless ALLOW_PRIVATE_TARGETS), so a DNS answer mixing public and private fails.
 */
export async function resolveTarget(hostname: string, policy: TargetPolicy = {}): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, "");
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family) {
    addresses = [{ address: host, family: family as 4 | 6 }];
  } else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => ({
        address: entry.address,
        family: entry.family as 4 | 6,
      }));
    } catch {
      throw new OutboundRequestError("dns", `the host ${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new OutboundRequestError("dns", `the host ${host} has no address`);
  }
  if (getConfig().ALLOW_PRIVATE_TARGETS) return addresses;
  for (const { address } of addresses) {
    if (isBlockedAddress(address) && !policy.allowAddresses?.includes(address)) {
      throw new OutboundRequestError(
        "blocked",
        `${host} points to ${address}, a private, loopback, link-local or reserved address; only public internet hosts can be fetched`,
      );
    }
  }
  return addresses;
}
