import { ApiError } from "../errors/api-error";
import { hostnameOfHeader, ownHostnames } from "./hostname";
import { processDomainDirectory } from "./process-domain-directory";

/**
 * domains.tlsAllowed, the `ask` of Caddy's on-demand TLS (deploy/Caddyfile): a certificate only for
 * the install's own host and served (VERIFIED or FAILING) domains, so nobody can make the install
 * request certificates for names it does not serve. A map read, no query.
 */
export async function tlsAllowed(domain: string): Promise<{ allowed: true; hostname: string }> {
  const hostname = hostnameOfHeader(domain);
  if (hostname !== null && (ownHostnames().has(hostname) || (await processDomainDirectory()).lookup(hostname)))
    return { allowed: true, hostname };
  throw new ApiError("NOT_FOUND", "This install serves no such domain.");
}
