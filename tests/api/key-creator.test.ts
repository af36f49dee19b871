import { describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { useTestDatabase } from "../helpers/database";
import { bearer, call } from "../helpers/http";
import { me } from "../me/me-calls";
import { type Member, team, workspaces } from "../workspaces/workspace-calls";

// A key is the workspace's (README "Teams"): it keeps working once its creator has left the
// workspace or deleted their user, and the key list says who made it while that user exists.
useTestDatabase();

const WORKSPACE = "x-codebeam-workspace";
const inWorkspace = (who: Member, workspaceId: string) => ({ ...who.headers, [WORKSPACE]: workspaceId });
const keyStatus = async (key: string) =>
  (await call(balance, "/api/v1/credits/balance", { headers: bearer(key) })).status;

async function keyBy(creator: Member, workspaceId: string) {
  const created = await call(createKey, "/api/v1/keys", {
    method: "POST",
    headers: inWorkspace(creator, workspaceId),
    body: { name: "Deploy bot", permissions: ["qrcode:generate", "qrcode:create"] },
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; key: string; createdBy: unknown };
}

async function listedCreator(reader: Member, workspaceId: string, keyId: string) {
  const listed = await call(listKeys, "/api/v1/keys", { headers: inWorkspace(reader, workspaceId) });
  expect(listed.status).toBe(200);
  return (listed.body.data as { id: string; createdBy: unknown }[]).find((key) => key.id === keyId)?.createdBy;
}

describe("an API key and its creator", () => {
  it("names its creator; removed from the workspace, they are still named and the key works", async () => {
    const { workspaceId, owner, admin } = await team();
    const key = await keyBy(admin, workspaceId);
    const creator = { id: admin.id, name: "admin", email: admin.email };
    expect(key.createdBy).toEqual(creator);
    expect(await listedCreator(owner, workspaceId, key.id)).toEqual(creator);

    expect((await workspaces.remove(owner.headers, workspaceId, admin.id)).status).toBe(200);
    expect(await keyStatus(key.key)).toBe(200);
    expect(await listedCreator(owner, workspaceId, key.id)).toEqual(creator);
  });

  it("keeps working once the creator deletes their user, listed with createdBy null", async () => {
    const { workspaceId, owner, admin } = await team();
    const key = await keyBy(admin, workspaceId);
    const deleted = await me.delete(admin.headers, { currentPassword: admin.password });
    expect(deleted.status).toBe(200);
    expect(await keyStatus(key.key)).toBe(200);
    expect(await listedCreator(owner, workspaceId, key.id)).toBeNull();
  });

  it("keeps working when the creator first leaves, then deletes their user", async () => {
    const { workspaceId, owner, admin } = await team();
    const key = await keyBy(admin, workspaceId);
    expect((await workspaces.remove(admin.headers, workspaceId, admin.id)).status).toBe(200);
    expect((await me.delete(admin.headers, { currentPassword: admin.password })).status).toBe(200);
    expect(await keyStatus(key.key)).toBe(200);
    expect(await listedCreator(owner, workspaceId, key.id)).toBeNull();
  });
});
