// The SDK's read-only team namespaces (workspaces, members, invitations, audit) against the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInvitation } from "@/lib/invitations/create-invitation";
import { addMember } from "@/lib/workspaces/add-member";
import { createWorkspace } from "@/lib/workspaces/create-workspace";
import type * as Sdk from "../../sdk/src/index";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { type ApiServer, buildSdk, SDK_DIST_ENTRY, startApiServer } from "./api-server";

useTestDatabase();

let sdk: typeof Sdk;
let api: ApiServer;

beforeAll(async () => {
  buildSdk();
  sdk = await import(/* @vite-ignore */ SDK_DIST_ENTRY);
  api = await startApiServer();
}, 300_000);
afterAll(async () => {
  await api?.close();
});

const clientWith = (apiKey: string) => new sdk.Codebeam({ apiKey, baseUrl: api.origin, maxRetries: 0 });

async function failure(promise: Promise<unknown>): Promise<Sdk.CodebeamError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome, "the call should have failed").toBeInstanceOf(sdk.CodebeamError);
  return outcome as Sdk.CodebeamError;
}

describe("@codebeam/sdk team reads", () => {
  it("reads the key's workspace, its members, pending invitations and audit log, every page", async () => {
    const owner = await makeUser({ label: "owner" });
    const editor = await makeUser({ label: "editor" });
    await addMember(owner.accountId, editor.id, "EDITOR");
    const invitation = await createInvitation(
      { accountId: owner.accountId, userId: owner.id },
      { email: "invitee@example.com", role: "VIEWER" },
    );
    for (const _ of [1, 2, 3]) await makeKey(owner, ["qrcode:generate"]); // one key.created event each
    const client = clientWith(await makeKey(owner, ["qrcode:create"]));

    const { data: workspaces } = await client.workspaces.list();
    expect(workspaces).toEqual([expect.objectContaining({ id: owner.accountId, role: null })]);
    const members = await client.members.list(workspaces[0].id);
    expect(members.data.map((member) => [member.userId, member.role])).toEqual([
      [owner.id, "OWNER"],
      [editor.id, "EDITOR"],
    ]);
    const invitations = await client.invitations.list(workspaces[0].id);
    expect(invitations.data).toEqual([expect.objectContaining({ id: invitation.id, email: "invitee@example.com" })]);

    const keys = await client.audit.list({ action: "key.", size: 2 });
    expect(keys.pagination).toMatchObject({ page: 1, size: 2, total: 4, totalPages: 2 });
    const actions: string[] = [];
    for await (const event of client.audit.listAll({ action: "key.", size: 2 })) actions.push(event.action);
    expect(actions).toEqual(["key.created", "key.created", "key.created", "key.created"]);
    const all: string[] = [];
    for await (const event of client.audit.listAll()) all.push(event.action);
    expect(all).toContain("invitation.created");
  });

  it("a key without qrcode:create gets a PermissionError naming it; another workspace's id is a 404", async () => {
    const owner = await makeUser({ label: "owner" });
    const limited = clientWith(await makeKey(owner, ["qrcode:generate"]));
    expect((await limited.workspaces.list()).data.map((workspace) => workspace.id)).toEqual([owner.accountId]);
    // Thunks: a promise made before its turn could reject with no handler yet (an unhandled rejection).
    for (const call of [
      () => limited.members.list(owner.accountId),
      () => limited.invitations.list(owner.accountId),
      () => limited.audit.list(),
    ]) {
      const error = await failure(call());
      expect(error).toBeInstanceOf(sdk.PermissionError);
      expect(error).toMatchObject({
        status: 403,
        code: "FORBIDDEN",
        message: expect.stringContaining("qrcode:create"),
      });
    }
    // The key's creator owns a second workspace: still not the key's.
    const second = await createWorkspace(owner.id, { name: "Second" });
    const full = clientWith(await makeKey(owner));
    for (const call of [() => full.members.list(second.id), () => full.invitations.list(second.id)])
      expect(await failure(call())).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
