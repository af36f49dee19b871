import * as domains from "@/app/api/v1/domains/route";
import * as domain from "@/app/api/v1/domains/[id]/route";
import * as verify from "@/app/api/v1/domains/[id]/verify/route";
import * as tls from "@/app/api/v1/domains/tls-allowed/route";
import { createDomain } from "@/lib/domains/create-domain";
import { call } from "../helpers/http";
import type { Headers } from "../codes/codes-helpers";

export const addDomain = (headers: Headers, hostname: string) =>
  call(domains.POST, "/api/v1/domains", { method: "POST", headers, body: { hostname } });
export const listDomains = (headers: Headers) => call(domains.GET, "/api/v1/domains", { headers });
export const getDomain = (headers: Headers, id: string) =>
  call(domain.GET, `/api/v1/domains/${id}`, { headers, params: { id } });
export const patchDomain = (headers: Headers, id: string, body: unknown) =>
  call(domain.PATCH, `/api/v1/domains/${id}`, { method: "PATCH", headers, body, params: { id } });
export const deleteDomain = (headers: Headers, id: string, query = "") =>
  call(domain.DELETE, `/api/v1/domains/${id}${query}`, { method: "DELETE", headers, params: { id } });
export const verifyDomain = (headers: Headers, id: string) =>
  call(verify.POST, `/api/v1/domains/${id}/verify`, { method: "POST", headers, params: { id } });
export const tlsAllowed = (name: string, ip?: string) =>
  call(tls.GET, `/api/v1/domains/tls-allowed?domain=${encodeURIComponent(name)}`, { ip });

/** A domain already trusted (as `domains:add --verified` adds it). */
export const verifiedDomain = (accountId: string, hostname: string) =>
  createDomain(accountId, { hostname }, { verified: true });
