// Every operation × every workspace role, derived from the contracts: a new operation gets its
// rows by declaring `workspaceRole`, and cannot ship without declaring it.
process.env.LIMIT_USER_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_MINUTE = "1000000";

import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "@/lib/api/contract";
import { ALL_CONTRACTS } from "@/lib/openapi/all-contracts";
import { addMember } from "@/lib/workspaces/add-member";
import { roleAtLeast, WORKSPACE_ROLES, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { type DiscoveredRoute, discoverRoutes } from "../openapi/discover-routes";

useTestDatabase();

let routes: DiscoveredRoute[];
const asRole = {} as Record<WorkspaceRole, Record<string, string>>;
let keyFor: Record<"qrcode:generate" | "qrcode:create", Record<string, string>>;

beforeAll(async () => {
  routes = await discoverRoutes(path.resolve("app"), path.resolve("app", "api", "v1"));
  const owner = await makeUser({ label: "owner" });
  asRole.OWNER = await sessionCookie(owner); // the owner's default workspace: no header needed
  for (const role of ["ADMIN", "EDITOR", "VIEWER"] as const) {
    const member = await makeUser({ label: role.toLowerCase() });
    await addMember(owner.accountId, member.id, role);
    asRole[role] = { ...(await sessionCookie(member)), "x-codebeam-workspace": owner.accountId };
  }
  keyFor = {
    "qrcode:generate": { authorization: `Bearer ${await makeKey(owner, ["qrcode:generate"])}` },
    "qrcode:create": { authorization: `Bearer ${await makeKey(owner, ["qrcode:create"])}` },
  };
}, 120_000);

/** The operation with every path parameter an id that names nothing and, for a write, an empty body. */
function send(contract: Contract, headers: Record<string, string>) {
  const route = routes.find((candidate) => candidate.contract === contract);
  if (!route) throw new Error(`no route serves ${contract.operationId}`);
  const url = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "index" ? "0" : `nothing${name}`));
  const body = contract.method === "GET" || contract.method === "DELETE" ? undefined : {};
  return call(route.handler, url, { method: contract.method, headers, body });
}

const authenticated = ALL_CONTRACTS.filter((contract) => contract.auth !== "public");
// The MCP endpoint takes keys alone (tests/mcp); its tools are the contracts below, held to the key's permission.
const forMembers = authenticated.filter((contract) => contract.workspaceRole && contract.operationId !== "mcp.message");
const ROLE_REFUSAL = /role or a stronger one in this workspace/;

describe("workspace roles", () => {
  it("every authenticated operation says which role it takes, or that it is the user's own (null)", () => {
    const silent = authenticated.filter((contract) => contract.workspaceRole === undefined);
    expect(silent.map((contract) => contract.operationId)).toEqual([]);
  });

  const rows = forMembers.flatMap((contract) =>
    WORKSPACE_ROLES.map((role) => ({ contract, role, allowed: roleAtLeast(role, contract.workspaceRole!) })),
  );
  it.each(rows)("$contract.operationId as $role: allowed $allowed", async ({ contract, role, allowed }) => {
    const { status, body } = await send(contract, asRole[role]);
    if (allowed) expect(`${status} ${body?.message ?? ""}`).not.toMatch(ROLE_REFUSAL);
    else {
      expect(status).toBe(403);
      expect(body.message).toMatch(ROLE_REFUSAL);
      expect(body.message).toContain(contract.workspaceRole);
    }
  });

  // Session-only operations (every membership change, the user's own account) refuse keys too:
  // a key reads its workspace's team but never changes it (lib/workspaces/readable-workspace.ts).
  const keyRows = authenticated
    .filter((contract) => contract.operationId !== "mcp.message")
    .flatMap((contract) =>
      (["qrcode:generate", "qrcode:create"] as const).map((held) => ({
        contract,
        held,
        allowed:
          contract.auth === "key-or-session" &&
          !contract.role &&
          (!contract.permission || contract.permission === held),
      })),
    );
  it.each(keyRows)(
    "$contract.operationId with a key holding $held: allowed $allowed",
    async ({ contract, held, allowed }) => {
      const { status, body } = await send(contract, keyFor[held]);
      if (allowed) expect(status).not.toBe(403);
      else {
        expect(status).toBe(403);
        if (contract.role) expect(body.message ?? body.error?.message).toMatch(/users takes a signed-in ADMIN/);
        else if (contract.auth === "session") expect(body.message).toMatch(/signed-in user/);
        else expect(body.message).toContain(contract.permission);
      }
    },
  );
});
