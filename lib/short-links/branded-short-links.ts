import type { IncomingMessage, ServerResponse } from "node:http";
import type { DomainDirectory, ServedDomain } from "../domains/domain-directory";
import { hostnameOfHeader } from "../domains/hostname";
import { SLUG_PATTERN } from "../codes/link-schemas";
import { brandedKey } from "./find-short-link";
import { incomingOf, pathOf, retryingDeps } from "./node-short-links";
import { domainRoot, methodNotAllowed } from "./page-answers";
import { processShortLinkDeps } from "./short-link-deps";
import type { ShortLinkTarget } from "./short-link-path";
import { answerIncomingShortLink } from "./short-link-request";
import type { ShortLinkAnswer, ShortLinkDeps } from "./short-link-types";

export interface BrandedShortLinks {
  /** The served domain the request's Host names, if any: a map read. */
  domainOf(request: IncomingMessage): ServedDomain | undefined;
  handle(request: IncomingMessage, response: ServerResponse, domain: ServedDomain): Promise<void>;
}

/** `/{slug}`, `/{slug}/qr.png`, `/{slug}/qr.svg` on the domain; anything else is nothing. */
export function parseBrandedPath(pathname: string, domainId: string): ShortLinkTarget {
  const [empty, slug, file, ...rest] = pathname.split("/");
  if (empty !== "" || !SLUG_PATTERN.test(slug ?? "") || rest.length > 0) return { code: null };
  const code = brandedKey(domainId, slug);
  if (file === undefined) return { code, asset: "link" };
  if (file === "qr.png") return { code, asset: "png" };
  if (file === "qr.svg") return { code, asset: "svg" };
  return { code: null };
}

const redirect = (location: string): ShortLinkAnswer => ({
  status: 302,
  headers: { location, "cache-control": "no-store", "content-length": "0" },
  body: null,
});

/**
 * A branded domain's whole host: its codes' links at the root (`https://go.brand.com/menu`), its
 * root and unknown paths to the domain's redirects or our small pages, and nothing else of the
 * app (no dashboard, no /api), so a brand's domain never shows our sign-in page.
 */
export function brandedShortLinks(
  directory: DomainDirectory,
  options: { deps?: () => Promise<ShortLinkDeps> } = {},
): BrandedShortLinks {
  const deps = retryingDeps(options.deps ?? processShortLinkDeps);
  const answerFor = async (request: IncomingMessage, domain: ServedDomain): Promise<ShortLinkAnswer> => {
    const { method } = request;
    if (method !== "GET" && method !== "HEAD" && method !== "POST") return methodNotAllowed();
    const path = pathOf(request);
    if (path === "/" && method !== "POST") return domain.root ? redirect(domain.root) : domainRoot();
    const answer = await answerIncomingShortLink(incomingOf(request), (p) => parseBrandedPath(p, domain.id), deps);
    return answer.status === 404 && domain.notFound ? redirect(domain.notFound) : answer;
  };
  return {
    domainOf(request) {
      const hostname = hostnameOfHeader(request.headers.host);
      return hostname === null ? undefined : directory.lookup(hostname);
    },
    async handle(request, response, domain) {
      const answer = await answerFor(request, domain);
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === "HEAD" ? undefined : (answer.body ?? undefined));
    },
  };
}
