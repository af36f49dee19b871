process.env.LIMIT_USER_PER_MINUTE = "1000000";

import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { WORKSPACES_CONTRACTS } from "@/lib/workspaces/contracts";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { type DiscoveredRoute, discoverRoutes } from "../openapi/discover-routes";
import { member, rolesIn, team } from "./workspace-calls";

useTestDatabase();

let routes: DiscoveredRoute[];
beforeAll(async () => {
  routes = await discoverRoutes(path.resolve("app"), path.resolve("app", "api", "v1"));
});

// Bodies a member of the workspace could send with success; a stranger's must change nothing.
const BODIES: Record<string, unknown> = {
  "workspaces.update": { name: "taken over" },
  "workspaces.members.update": { role: "VIEWER" },
};
const byPath = WORKSPACES_CONTRACTS.filter((contract) => contract.path.includes("{id}"));

function send(contract: (typeof byPath)[number], headers: Record<string, string>, params: Record<string, string>) {
  const route = routes.find((candidate) => candidate.contract === contract);
  if (!route) throw new Error(`no route serves ${contract.operationId}`);
  const url = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
  return call(route.handler, url, { method: contract.method, headers, params, body: BODIES[contract.operationId] });
}

describe("another workspace's id answers 404, never 403, and nothing changes", () => {
  it.each(byPath.map((contract) => [contract.operationId, contract] as const))("%s", async (_, contract) => {
    const { workspaceId, owner, editor } = await team();
    // A stranger with OWNER rights in a workspace of their own, naming it in the header too.
    const stranger = await member("stranger");
    const strangerHeaders = { ...stranger.headers, "x-codebeam-workspace": stranger.accountId };
    const before = await rolesIn(workspaceId);
    for (const userId of [owner.id, editor.id, stranger.id]) {
      const answer = await send(contract, strangerHeaders, { id: workspaceId, userId });
      expect(answer.status, userId).toBe(404);
      const text = JSON.stringify(answer.body);
      for (const leak of [owner.email, editor.email, "owner"]) expect(text).not.toContain(leak);
    }
    // A made-up id answers alike: the answer does not tell a workspace exists.
    const unknown = await send(contract, strangerHeaders, { id: "cnotaworkspace00000000000", userId: owner.id });
    expect(unknown.status).toBe(404);
    expect(await rolesIn(workspaceId)).toEqual(before);
    const account = await (await db()).account.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { name: true },
    });
    expect(account.name).toBe("owner");
  });
});
