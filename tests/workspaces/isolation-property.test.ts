process.env.LIMIT_USER_PER_MINUTE = "1000000";

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/v1/audit/route";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { POST as createKey } from "@/app/api/v1/keys/route";
import { GET as codeScans } from "@/app/api/v1/qrcodes/[id]/scans/route";
import { GET as codeStats } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { DELETE as deleteCode, GET as getCode, PATCH as patchCode } from "@/app/api/v1/qrcodes/[id]/route";
import { GET as codeVersions } from "@/app/api/v1/qrcodes/[id]/versions/route";
import { POST as createCode } from "@/app/api/v1/qrcodes/route";
import { GET as deliveries } from "@/app/api/v1/webhooks/[id]/deliveries/route";
import { DELETE as deleteHook, GET as getHook, PATCH as patchHook } from "@/app/api/v1/webhooks/[id]/route";
import { POST as createHook } from "@/app/api/v1/webhooks/route";
import { DELETE as deleteDomain, GET as getDomain, PATCH as patchDomain } from "@/app/api/v1/domains/[id]/route";
import { POST as verifyDomain } from "@/app/api/v1/domains/[id]/verify/route";
import { POST as createDomain } from "@/app/api/v1/domains/route";
import type { ApiRoute } from "@/lib/api/with-api";
import { db } from "@/lib/db/client";
import { roleAtLeast, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { seedScans } from "../stats/seed-scans";
import { type Member, member } from "./workspace-calls";

// Tenant isolation as a property (README "Teams"): a member of workspace A, whatever their role and
// whichever workspace the header names, reaches none of workspace B's codes, keys, webhooks, scans or
// audit events or domains. An id of B answers exactly as a made-up id does: 404 when the member's role in the
// workspace acted in allows the operation (the role check comes first, so a VIEWER asking to revoke a
// key gets the same 403 for any id, B's or none); the body never carries B's data; B's rows stay.
useTestDatabase();

const WORKSPACE = "x-codebeam-workspace";
const ROLES: WorkspaceRole[] = ["OWNER", "ADMIN", "EDITOR", "VIEWER"];
const UNKNOWN = "cnotarecord0000000000000000";

interface Workspace {
  id: string;
  members: Member[];
}
interface Resources {
  codeId: string;
  keyId: string;
  hookId: string;
  domainId: string;
  hostname: string;
}

/** A workspace owned by a new user, with further members in the generated roles. */
async function workspace(label: string, roles: WorkspaceRole[]): Promise<Workspace> {
  const owner = await member(`${label}-owner`);
  const others = [];
  for (const [index, role] of roles.entries()) {
    others.push(await member(`${label}-${index}`, { workspaceId: owner.accountId, role }));
  }
  return { id: owner.accountId, members: [owner, ...others] };
}

/** A code with scans, a key and a webhook, made by B's owner through the routes (audit rows follow). */
async function resourcesOf(b: Workspace): Promise<Resources> {
  const headers = { ...b.members[0].headers, [WORKSPACE]: b.id };
  const post = (handler: ApiRoute, path: string, body: unknown) =>
    call(handler, path, { method: "POST", headers, body });
  const code = await post(createCode, "/api/v1/qrcodes", { content: "https://b.example/secret", mode: "STATIC" });
  const key = await post(createKey, "/api/v1/keys", { name: "b-key", permissions: ["qrcode:generate"] });
  const hook = await post(createHook, "/api/v1/webhooks", {
    url: "https://93.184.215.14/b-hook", // a public address: passes the outbound guard without DNS
    events: ["scan.created"],
  });
  const hostname = `b-${Math.random().toString(36).slice(2)}.brand.test`;
  const domain = await post(createDomain, "/api/v1/domains", { hostname });
  for (const answer of [code, key, hook, domain]) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await seedScans(code.body.id, [{ at: new Date(), country: "FR" }]);
  return { codeId: code.body.id, keyId: key.body.id, hookId: hook.body.id, domainId: domain.body.id, hostname };
}

interface Operation {
  name: string;
  handler: ApiRoute;
  method: string;
  path: (ids: Resources) => string;
  body?: unknown;
}

const OPERATIONS: Operation[] = [
  { name: "code get", handler: getCode, method: "GET", path: (i) => `/api/v1/qrcodes/${i.codeId}` },
  {
    name: "code patch",
    handler: patchCode,
    method: "PATCH",
    path: (i) => `/api/v1/qrcodes/${i.codeId}`,
    body: { name: "taken", targetUrl: "https://attacker.example/" },
  },
  { name: "code delete", handler: deleteCode, method: "DELETE", path: (i) => `/api/v1/qrcodes/${i.codeId}` },
  { name: "code scans", handler: codeScans, method: "GET", path: (i) => `/api/v1/qrcodes/${i.codeId}/scans` },
  { name: "code stats", handler: codeStats, method: "GET", path: (i) => `/api/v1/qrcodes/${i.codeId}/stats` },
  { name: "code versions", handler: codeVersions, method: "GET", path: (i) => `/api/v1/qrcodes/${i.codeId}/versions` },
  { name: "key revoke", handler: revokeKey, method: "DELETE", path: (i) => `/api/v1/keys/${i.keyId}` },
  { name: "hook get", handler: getHook, method: "GET", path: (i) => `/api/v1/webhooks/${i.hookId}` },
  {
    name: "hook patch",
    handler: patchHook,
    method: "PATCH",
    path: (i) => `/api/v1/webhooks/${i.hookId}`,
    body: { url: "https://93.184.215.14/attacker" },
  },
  { name: "hook delete", handler: deleteHook, method: "DELETE", path: (i) => `/api/v1/webhooks/${i.hookId}` },
  { name: "domain get", handler: getDomain, method: "GET", path: (i) => `/api/v1/domains/${i.domainId}` },
  {
    name: "domain patch",
    handler: patchDomain,
    method: "PATCH",
    path: (i) => `/api/v1/domains/${i.domainId}`,
    body: { redirects: { root: "https://attacker.example/" } },
  },
  { name: "domain verify", handler: verifyDomain, method: "POST", path: (i) => `/api/v1/domains/${i.domainId}/verify` },
  { name: "domain delete", handler: deleteDomain, method: "DELETE", path: (i) => `/api/v1/domains/${i.domainId}` },
  {
    name: "hook deliveries",
    handler: deliveries,
    method: "GET",
    path: (i) => `/api/v1/webhooks/${i.hookId}/deliveries`,
  },
];

const ANY_ID: Resources = { codeId: UNKNOWN, keyId: UNKNOWN, hookId: UNKNOWN, domainId: UNKNOWN, hostname: "" };

function send(operation: Operation, headers: Record<string, string>, ids: Resources) {
  const path = operation.path(ids);
  const id = path.split("/")[4];
  return call(operation.handler, path, { method: operation.method, headers, body: operation.body, params: { id } });
}

/** B's rows as they are stored: any change by a stranger shows here. */
async function snapshot(b: Workspace) {
  const prisma = await db();
  const accountId = b.id;
  return Promise.all([
    prisma.qrCode.findMany({
      where: { accountId },
      select: { id: true, name: true, targetUrl: true, status: true, deletedAt: true, updatedAt: true },
    }),
    prisma.apiKey.findMany({ where: { accountId }, select: { id: true, name: true, revokedAt: true } }),
    prisma.webhook.findMany({
      where: { accountId },
      select: { id: true, url: true, status: true, secretCipher: true },
    }),
    prisma.domain.findMany({
      where: { accountId },
      select: { id: true, hostname: true, rootRedirect: true, lastCheckedAt: true, status: true },
    }),
    prisma.scanEvent.count({ where: { qrCode: { accountId } } }),
    prisma.auditEvent.count({ where: { accountId } }),
  ]);
}

const roles = fc.array(fc.constantFrom(...ROLES), { minLength: 0, maxLength: 2 });

describe("tenant isolation, as a property", () => {
  it("a member of A never reaches B's codes, keys, webhooks, scans or audit events", async () => {
    await fc.assert(
      fc.asyncProperty(
        roles,
        roles,
        fc.nat(),
        fc.array(fc.boolean(), { minLength: OPERATIONS.length + 1, maxLength: OPERATIONS.length + 1 }),
        async (rolesA, rolesB, pick, namesB) => {
          const a = await workspace("a", rolesA);
          const b = await workspace("b", rolesB);
          const ids = await resourcesOf(b);
          const attacker = a.members[pick % a.members.length];
          const roleInA: WorkspaceRole =
            pick % a.members.length === 0 ? "OWNER" : rolesA[(pick % a.members.length) - 1];
          // B's data (the ids are left out: an answer may echo the id the caller sent).
          const secrets = [...b.members.map((m) => m.email), "b.example/secret", "b-key", "b-hook", ids.hostname];
          const before = await snapshot(b);

          for (const [index, operation] of OPERATIONS.entries()) {
            const headers = { ...attacker.headers, [WORKSPACE]: namesB[index] ? b.id : a.id };
            const answer = await send(operation, headers, ids);
            const label = `${operation.name} by ${roleInA} of A, header ${namesB[index] ? "B" : "A"}`;
            const needed = (operation.handler.contract?.workspaceRole ?? "VIEWER") as WorkspaceRole;
            if (namesB[index] || roleAtLeast(roleInA, needed)) expect(answer.status, label).toBe(404);
            else expect(answer.status, label).toBe((await send(operation, headers, ANY_ID)).status);
            const text = JSON.stringify(answer.body);
            for (const secret of secrets) expect(text, label).not.toContain(secret);
          }

          // The audit log filtered by B's ids: nothing of B's, whichever workspace is named.
          const last = namesB[OPERATIONS.length];
          for (const query of [`targetId=${ids.keyId}`, `actorId=${b.members[0].id}`, `targetId=${ids.hookId}`]) {
            const headers = { ...attacker.headers, [WORKSPACE]: last ? b.id : a.id };
            const answer = await call(auditLog, `/api/v1/audit?${query}`, { headers });
            const label = `audit ${query} by ${roleInA} of A, header ${last ? "B" : "A"}`;
            if (last) expect(answer.status, label).toBe(404);
            else if (roleAtLeast(roleInA, "ADMIN")) expect(answer.body.data, label).toEqual([]);
            else expect(answer.status, label).toBe(403);
            const text = JSON.stringify(answer.body);
            for (const secret of secrets) expect(text, label).not.toContain(secret);
          }
          expect(await snapshot(b)).toEqual(before);
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
