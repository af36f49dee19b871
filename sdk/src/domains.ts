import type { RequestOptions, Transport } from "./transport";
import type * as T from "./types";

const at = (id: string) => encodeURIComponent(id);

/**
 * Branded short-link domains: a code created with `domain` (and `slug`) gets the link
 * `https://<domain>/<slug>`. Reads take any key; changes take `qrcode:create`.
 */
export class Domains {
  constructor(private readonly t: Transport) {}

  /** Adds a PENDING domain; set the TXT record in `verification`, then call `verify`. */
  create(params: T.CreateDomainParams, options?: RequestOptions): Promise<T.Domain> {
    return this.t.request({ method: "POST", path: "/api/v1/domains", body: params, idempotent: true }, options);
  }

  list(options?: RequestOptions): Promise<T.DomainList> {
    return this.t.request({ method: "GET", path: "/api/v1/domains" }, options);
  }

  get(id: string, options?: RequestOptions): Promise<T.Domain> {
    return this.t.request({ method: "GET", path: `/api/v1/domains/${at(id)}` }, options);
  }

  /** The default domain for new codes, and where the root and unknown slugs redirect. */
  update(id: string, params: T.UpdateDomainParams, options?: RequestOptions): Promise<T.Domain> {
    return this.t.request({ method: "PATCH", path: `/api/v1/domains/${at(id)}`, body: params }, options);
  }

  /** Looks the TXT record up now: VERIFIED, or PENDING with `lastCheck` saying why. */
  verify(id: string, options?: RequestOptions): Promise<T.Domain> {
    return this.t.request({ method: "POST", path: `/api/v1/domains/${at(id)}/verify` }, options);
  }

  /** 409 DOMAIN_IN_USE while live codes use it; `force: true` expires them. */
  delete(id: string, params: { force?: boolean } = {}, options?: RequestOptions): Promise<T.DeletedDomain> {
    const query = params.force ? { force: "true" } : {};
    return this.t.request({ method: "DELETE", path: `/api/v1/domains/${at(id)}`, query }, options);
  }
}
