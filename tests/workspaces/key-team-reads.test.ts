// An API key reads its own workspace's team (workspaces, members, invitations; the audit log in
// tests/audit/audit-access) and changes none of it: every membership change takes a signed-in person.
process.env.LIMIT_USER_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_MINUTE = "1000000";

import { describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/v1/invitations/accept/route";
import { DELETE as revoke } from "@/app/api/v1/workspaces/[id]/invitations/[invitationId]/route";
import { GET as listInvitations, POST as invite } from "@/app/api/v1/workspaces/[id]/invitations/route";
import { createInvitation } from "@/lib/invitations/create-invitation";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { useTestDatabase } from "../helpers/database";
import { makeKey } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { expectDocumented } from "../openapi/expect-documented";
import { member, rolesIn, team, workspaces } from "./workspace-calls";

useTestDatabase();
const document = buildOpenApiDocument();

const invitations = (headers: Record<string, string>, id: string) =>
  call(listInvitations, `/api/v1/workspaces/${id}/invitations`, { headers, params: { id } });

describe("an API key reads its workspace's team", () => {
  it("lists the key's own workspace alone, with role null, however many its creator belongs to", async () => {
    const { workspaceId, owner } = await team();
    const other = await member("other");
    await workspaces.create(owner.headers, { name: "Second" }); // the creator's second workspace
    const listed = await workspaces.list(bearer(await makeKey(owner, ["qrcode:generate"])));
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id: workspaceId,
        name: expect.any(String),
        slug: expect.any(String),
        role: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(other.accountId);
    expectDocumented(document, "get", "/api/v1/workspaces", listed); // role: null is in the schema
  });

  it("members and pending invitations of its own workspace with qrcode:create; another's id is a 404", async () => {
    const { workspaceId, owner, viewer } = await team();
    const pending = await createInvitation(
      { accountId: workspaceId, userId: owner.id },
      { email: "new.person@example.com", role: "EDITOR" },
    );
    const key = bearer(await makeKey(owner, ["qrcode:create"]));
    const members = await workspaces.members(key, workspaceId);
    expect(members.status).toBe(200);
    expect(members.body.data.map((m: { userId: string }) => m.userId)).toContain(viewer.id);
    const invited = await invitations(key, workspaceId);
    expect(invited.status).toBe(200);
    expect(invited.body.data).toEqual([expect.objectContaining({ id: pending.id, email: "new.person@example.com" })]);
    expectDocumented(document, "get", "/api/v1/workspaces/{id}/members", members);
    expectDocumented(document, "get", "/api/v1/workspaces/{id}/invitations", invited);

    // A workspace the key's creator belongs to is still not the key's.
    const elsewhere = await workspaces.create(owner.headers, { name: "Elsewhere" });
    for (const answer of [
      await workspaces.members(key, elsewhere.body.id),
      await invitations(key, elsewhere.body.id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe("NOT_FOUND");
      expectDocumented(document, "get", "/api/v1/workspaces/{id}/members", answer);
    }
  });

  it("a qrcode:generate-only key gets 403 naming qrcode:create", async () => {
    const { workspaceId, owner } = await team();
    const key = bearer(await makeKey(owner, ["qrcode:generate"]));
    for (const answer of [await workspaces.members(key, workspaceId), await invitations(key, workspaceId)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toContain("qrcode:create");
      expectDocumented(document, "get", "/api/v1/workspaces/{id}/invitations", answer);
    }
  });
});

describe("an API key changes nothing of the team", () => {
  it("every workspace, member and invitation write is a 403 for a full-access key, and nothing changes", async () => {
    const { workspaceId, owner, viewer } = await team();
    const pending = await createInvitation(
      { accountId: workspaceId, userId: owner.id },
      { email: "someone@example.com", role: "VIEWER" },
    );
    const before = await rolesIn(workspaceId);
    const key = bearer(await makeKey(owner));
    const id = workspaceId;
    const answers = [
      await workspaces.create(key, { name: "by key" }),
      await workspaces.rename(key, id, { name: "renamed" }),
      await workspaces.delete(key, id),
      await workspaces.changeRole(key, id, viewer.id, { role: "OWNER" }),
      await workspaces.remove(key, id, viewer.id),
      await call(invite, `/api/v1/workspaces/${id}/invitations`, {
        method: "POST",
        headers: key,
        params: { id },
        body: { email: "attacker@example.com", role: "OWNER" },
      }),
      await call(revoke, `/api/v1/workspaces/${id}/invitations/${pending.id}`, {
        method: "DELETE",
        headers: key,
        params: { id, invitationId: pending.id },
      }),
      await call(accept, "/api/v1/invitations/accept", {
        method: "POST",
        headers: key,
        body: { token: "x".repeat(43) },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/signed-in user/);
    }
    expect(await rolesIn(workspaceId)).toEqual(before);
    const still = await invitations(key, workspaceId);
    expect(still.body.data.map((row: { id: string }) => row.id)).toEqual([pending.id]);
  });
});
