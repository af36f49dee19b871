import { describe, expect, it } from "vitest";
import { GET as listKeys } from "@/app/api/v1/keys/route";
import { useTestDatabase } from "../helpers/database";
import { makeKey, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { me } from "../me/me-calls";
import { team } from "../workspaces/workspace-calls";
import { batchCreate, cloneCode, createCode, type Headers, getCode, listCodes } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// A code records who created it (README "Teams"): the user of a session, or the API key, in the
// audit log's actor shape; null once that user or key is deleted.
useTestDatabase();

const WORKSPACE = "x-codebeam-workspace";

async function created(headers: Headers, content = "https://example.com/menu") {
  const answer = await createCode(headers, { content, mode: "STATIC" });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

/** createdBy of the code as its detail shows it, checked against the list item's. */
async function createdByOf(headers: Headers, id: string) {
  const detail = await getCode(headers, id);
  expect(detail.status).toBe(200);
  const listed = await listCodes(headers);
  const item = (listed.body.data as { id: string; createdBy: unknown }[]).find((code) => code.id === id);
  expect(item?.createdBy).toEqual(detail.body.createdBy);
  return detail.body.createdBy;
}

async function keyIdNamed(headers: Headers, name: string) {
  const keys = await call(listKeys, "/api/v1/keys", { headers });
  return (keys.body.data as { id: string; name: string }[]).find((key) => key.name === name)?.id;
}

describe("createdBy of a code", () => {
  it("is the signed-in member for a create, a clone and a batch in a shared workspace", async () => {
    const { workspaceId, owner, editor } = await team();
    const headers = { ...editor.headers, [WORKSPACE]: workspaceId };
    const byEditor = { type: "user", id: editor.id, label: "editor" };
    const id = await created(headers);
    expect(await createdByOf(headers, id)).toEqual(byEditor);

    // A clone is the cloner's, whoever made the original.
    const cloned = await cloneCode({ ...owner.headers, [WORKSPACE]: workspaceId }, id);
    expect(cloned.status).toBe(201);
    expect(await createdByOf(headers, cloned.body.id)).toEqual({ type: "user", id: owner.id, label: "owner" });

    const batch = await batchCreate(headers, { items: [{ content: "https://example.com/a", mode: "STATIC" }] });
    expect(batch.status).toBe(200);
    expect(await createdByOf(headers, batch.body.results[0].data.id)).toEqual(byEditor);
  });

  it("is the API key for a key's create, clone and batch, and stays the key once its creator is gone", async () => {
    const { workspaceId, owner, admin } = await team();
    const key = bearer(await makeKey({ ...admin, accountId: workspaceId }));
    const ownerHeaders = { ...owner.headers, [WORKSPACE]: workspaceId };
    const byKey = { type: "key", id: await keyIdNamed(ownerHeaders, "test key"), label: "test key" };
    const id = await created(key);
    const cloned = await cloneCode(key, id);
    const batch = await batchCreate(key, { items: [{ content: "https://example.com/b", mode: "STATIC" }] });
    const ids = [id, cloned.body.id, batch.body.results[0].data.id];
    for (const code of ids) expect(await createdByOf(key, code)).toEqual(byKey);

    expect((await me.delete(admin.headers, { currentPassword: admin.password })).status).toBe(200);
    for (const code of ids) expect(await createdByOf(ownerHeaders, code)).toEqual(byKey);
  });

  it("is null once the creating user deletes their account; the code stays the workspace's", async () => {
    const { workspaceId, owner, editor } = await team();
    const id = await created({ ...editor.headers, [WORKSPACE]: workspaceId });
    expect((await me.delete(editor.headers, { currentPassword: editor.password })).status).toBe(200);
    expect(await createdByOf({ ...owner.headers, [WORKSPACE]: workspaceId }, id)).toBeNull();
  });

  it("shows the creator's name now, not as it was", async () => {
    const { owner } = await team();
    const headers = await sessionCookie(owner);
    const id = await created(headers);
    expect((await me.patch(headers, { name: "Ada" })).status).toBe(200);
    expect(await createdByOf(headers, id)).toEqual({ type: "user", id: owner.id, label: "Ada" });
  });
});
