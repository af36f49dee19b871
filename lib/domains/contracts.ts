import { defineContract, MCP_READ } from "../api/contract";
import {
  CreateDomainBody,
  DeletedDomainSchema,
  DeleteDomainQuery,
  DomainIdParams,
  DomainListSchema,
  DomainSchema,
  MAX_DOMAINS_PER_WORKSPACE,
  TlsAllowedQuery,
  TlsAllowedSchema,
  UpdateDomainBody,
} from "./domain-schemas";

// Branded short-link domains: a workspace's hosts, verified by a TXT record. Every
// member reads them (editors choose a code's domain); ADMINs and OWNERs, and full-access keys,
// change them.

const read = {
  tag: "Domains",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
} as const;
const write = { tag: "Domains", auth: "key-or-session", permission: "qrcode:create", workspaceRole: "ADMIN" } as const;

const RECORD =
  'Prove the domain is yours with a TXT record `_codebeam.<hostname>` whose value is `verification.value`, and point the hostname at this install (A/AAAA or CNAME; README "Deploying").';

export const createDomainContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/domains",
  operationId: "domains.create",
  summary: "Add a branded short-link domain",
  description: `The hostname is stored lower-case in ASCII (IDNA names as punycode) and must have at least two labels; not an IP address, not this install's own host. It starts PENDING. ${RECORD} A hostname another workspace holds is a 409 DOMAIN_TAKEN (unless that claim stayed unverified for 7 days). At most ${MAX_DOMAINS_PER_WORKSPACE} domains per workspace.`,
  body: CreateDomainBody,
  response: DomainSchema,
  status: 201,
  idempotent: true,
  errors: ["DOMAIN_TAKEN", "CONFLICT"],
});

export const listDomainsContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/domains",
  operationId: "domains.list",
  summary: "The workspace's domains, the default first",
  response: DomainListSchema,
  status: 200,
  mcp: {
    name: "list_domains",
    title: "The workspace's branded domains",
    description:
      "The key's workspace's short-link domains: hostname, status (PENDING, VERIFIED, FAILING), whether it is the default for new codes, its root and not-found redirects, and how many codes use it.",
    annotations: MCP_READ,
    summary: ({ data }) =>
      data.length === 0
        ? "No branded domains: links use the install's own short-link base."
        : data
            .map(
              (domain) =>
                `${domain.hostname}: ${domain.status}${domain.isDefault ? " (default)" : ""}, ${domain.codeCount} codes`,
            )
            .join("\n"),
  },
});

export const getDomainContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/domains/{id}",
  operationId: "domains.get",
  summary: "One domain",
  params: DomainIdParams,
  response: DomainSchema,
  status: 200,
});

export const updateDomainContract = defineContract({
  ...write,
  method: "PATCH",
  path: "/api/v1/domains/{id}",
  operationId: "domains.update",
  summary: "Make a domain the default, or set where its root and unknown slugs go",
  description:
    "`isDefault: true` moves the workspace's default here (new codes that name no `domain` go on it); it needs a VERIFIED or FAILING domain. `redirects.root` and `redirects.notFound` are https URLs, or null for the install's own pages.",
  params: DomainIdParams,
  body: UpdateDomainBody,
  response: DomainSchema,
  status: 200,
});

export const deleteDomainContract = defineContract({
  ...write,
  method: "DELETE",
  path: "/api/v1/domains/{id}",
  operationId: "domains.delete",
  summary: "Remove a domain",
  description:
    "Refused with 409 DOMAIN_IN_USE while live codes have links on it; `?force=true` expires them and removes it anyway. Codes on a removed domain keep their install short link.",
  params: DomainIdParams,
  query: DeleteDomainQuery,
  response: DeletedDomainSchema,
  status: 200,
  errors: ["DOMAIN_IN_USE"],
});

export const verifyDomainContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/domains/{id}/verify",
  operationId: "domains.verify",
  summary: "Look the domain's TXT record up now",
  description: `Answers the domain: VERIFIED once the record is found, else still PENDING with \`lastCheck.error\` (RECORD_MISSING, VALUE_DIFFERS or LOOKUP_FAILED) and a message. Pending domains are also re-checked in the background with backoff for 7 days; verified ones daily (a record missing for 3 days makes the domain FAILING; its links keep working). ${RECORD}`,
  params: DomainIdParams,
  optionalBody: true,
  response: DomainSchema,
  status: 200,
});

export const tlsAllowedContract = defineContract({
  tag: "Domains",
  auth: "public",
  method: "GET",
  path: "/api/v1/domains/tls-allowed",
  operationId: "domains.tlsAllowed",
  summary: "Whether this install serves a hostname (for a TLS proxy's on-demand certificates)",
  description:
    "Caddy's on-demand TLS asks this before requesting a certificate (deploy/Caddyfile): 200 for the install's own host and for VERIFIED or FAILING domains, 404 for anything else, from memory. No authentication; rate-limited like every anonymous call, except from a loopback address (the proxy on this machine), so handshakes for made-up names cannot use up its asks.",
  query: TlsAllowedQuery,
  response: TlsAllowedSchema,
  loopbackUnlimited: true,
  status: 200,
  errors: ["NOT_FOUND"],
});

export const DOMAIN_CONTRACTS = [
  createDomainContract,
  listDomainsContract,
  getDomainContract,
  updateDomainContract,
  deleteDomainContract,
  verifyDomainContract,
  tlsAllowedContract,
];
