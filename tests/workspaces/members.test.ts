process.env.LIMIT_USER_PER_MINUTE = "1000000";

import { describe, expect, it } from "vitest";
import { GET as listKeys } from "@/app/api/v1/keys/route";
import { GET as getMe } from "@/app/api/v1/me/route";
import { GET as listCodes } from "@/app/api/v1/qrcodes/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeKey } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { defaultWorkspaceOf, member, rolesIn, team, workspaces } from "./workspace-calls";

useTestDatabase();

const WORKSPACE = "x-codebeam-workspace";

describe("GET /api/v1/workspaces/{id}/members", () => {
  it("lists the members to any member, the earliest to join first", async () => {
    const { workspaceId, owner, admin, editor, viewer } = await team();
    const listed = await workspaces.members(viewer.headers, workspaceId);
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toEqual({
      userId: owner.id,
      email: owner.email,
      name: "owner",
      role: "OWNER",
      joinedAt: expect.any(String),
    });
    const roles = Object.fromEntries(listed.body.data.map((m: { userId: string; role: string }) => [m.userId, m.role]));
    expect(roles).toEqual({ [owner.id]: "OWNER", [admin.id]: "ADMIN", [editor.id]: "EDITOR", [viewer.id]: "VIEWER" });
  });

  it("a key of the workspace reads them (tests/workspaces/key-team-reads), a non-member gets 404", async () => {
    const { workspaceId, owner } = await team();
    expect((await workspaces.members(bearer(await makeKey(owner)), workspaceId)).body.data).toHaveLength(4);
    const stranger = await member("stranger");
    const refused = await workspaces.members(stranger.headers, workspaceId);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(owner.email);
  });
});

describe("PATCH /api/v1/workspaces/{id}/members/{userId}", () => {
  it("an OWNER gives any role, and the member acts with it on their next request", async () => {
    const { workspaceId, owner, viewer, admin } = await team();
    const promoted = await workspaces.changeRole(owner.headers, workspaceId, viewer.id, { role: "ADMIN" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ userId: viewer.id, email: viewer.email, role: "ADMIN" });
    expect((await workspaces.changeRole(owner.headers, workspaceId, admin.id, { role: "OWNER" })).status).toBe(200);
    expect((await workspaces.changeRole(owner.headers, workspaceId, admin.id, { role: "VIEWER" })).status).toBe(200);
    expect((await rolesIn(workspaceId))[admin.id]).toBe("VIEWER");
    // Keys take ADMIN: the promoted viewer now may list them, the demoted admin no longer.
    const keys = (headers: Record<string, string>) =>
      call(listKeys, "/api/v1/keys", { headers: { ...headers, [WORKSPACE]: workspaceId } });
    expect((await keys(viewer.headers)).status).toBe(200);
    expect((await keys(admin.headers)).status).toBe(403);
    const audited = await (await db()).auditEvent.findMany({
      where: { accountId: workspaceId, action: "member.role_changed" },
      orderBy: { at: "asc" },
      select: { actorId: true, targetId: true, details: true },
    });
    expect(audited.map(({ targetId, details }) => [targetId, details])).toEqual([
      [viewer.id, { from: "VIEWER", to: "ADMIN" }],
      [admin.id, { from: "ADMIN", to: "OWNER" }],
      [admin.id, { from: "OWNER", to: "VIEWER" }],
    ]);
    expect(new Set(audited.map((row) => row.actorId))).toEqual(new Set([owner.id]));
  });

  it("an ADMIN changes members below ADMIN to roles below ADMIN, and nothing more", async () => {
    const { workspaceId, owner, admin, editor, viewer } = await team();
    const other = await member("other admin", { workspaceId, role: "ADMIN" });
    expect((await workspaces.changeRole(admin.headers, workspaceId, viewer.id, { role: "EDITOR" })).status).toBe(200);
    expect((await workspaces.changeRole(admin.headers, workspaceId, editor.id, { role: "VIEWER" })).status).toBe(200);
    const before = await rolesIn(workspaceId);
    for (const [target, role] of [
      [viewer.id, "ADMIN"],
      [viewer.id, "OWNER"],
      [other.id, "EDITOR"],
      [owner.id, "VIEWER"],
      [admin.id, "EDITOR"],
    ] as const) {
      const refused = await workspaces.changeRole(admin.headers, workspaceId, target, { role });
      expect(refused.status, `${target} to ${role}`).toBe(403);
      expect(refused.body.message).toMatch(/Only an OWNER/);
    }
    expect(await rolesIn(workspaceId)).toEqual(before);
  });

  it("EDITORs and VIEWERs change nobody's role (403)", async () => {
    const { workspaceId, editor, viewer } = await team();
    for (const actor of [editor, viewer]) {
      for (const target of [editor, viewer]) {
        const refused = await workspaces.changeRole(actor.headers, workspaceId, target.id, { role: "VIEWER" });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toMatch(/ADMIN role or a stronger one/);
      }
    }
  });

  it("404 for a user who is not a member; 400 for an unknown role", async () => {
    const { workspaceId, owner } = await team();
    const outsider = await member("outsider");
    const missing = await workspaces.changeRole(owner.headers, workspaceId, outsider.id, { role: "VIEWER" });
    expect(missing.status).toBe(404);
    expect(await rolesIn(workspaceId)).not.toHaveProperty(outsider.id);
    const bad = await workspaces.changeRole(owner.headers, workspaceId, owner.id, { role: "SUPERUSER" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(["role"]);
  });
});

describe("DELETE /api/v1/workspaces/{id}/members/{userId}", () => {
  it("an OWNER removes anyone; the removed member loses access on their next request", async () => {
    const { workspaceId, owner, admin } = await team();
    const headers = { ...admin.headers, [WORKSPACE]: workspaceId };
    expect((await call(listCodes, "/api/v1/qrcodes", { headers })).status).toBe(200);
    const removed = await workspaces.remove(owner.headers, workspaceId, admin.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ userId: admin.id, removed: true });
    expect(await rolesIn(workspaceId)).not.toHaveProperty(admin.id);
    expect((await call(listCodes, "/api/v1/qrcodes", { headers })).status).toBe(404);
    expect((await workspaces.members(admin.headers, workspaceId)).status).toBe(404);
    expect((await call(getMe, "/api/v1/me", { headers: admin.headers })).status).toBe(200);
  });

  it("an ADMIN removes members below ADMIN only; EDITORs and VIEWERs remove nobody", async () => {
    const { workspaceId, owner, admin, editor, viewer } = await team();
    const other = await member("other admin", { workspaceId, role: "ADMIN" });
    for (const target of [owner, other]) {
      expect((await workspaces.remove(admin.headers, workspaceId, target.id)).status).toBe(403);
    }
    expect((await workspaces.remove(editor.headers, workspaceId, viewer.id)).status).toBe(403);
    expect((await workspaces.remove(viewer.headers, workspaceId, editor.id)).status).toBe(403);
    expect(Object.keys(await rolesIn(workspaceId))).toHaveLength(5);
    expect((await workspaces.remove(admin.headers, workspaceId, editor.id)).status).toBe(200);
    expect((await workspaces.remove(admin.headers, workspaceId, viewer.id)).status).toBe(200);
    expect(Object.keys(await rolesIn(workspaceId)).sort()).toEqual([owner.id, admin.id, other.id].sort());
  });

  it("any member may leave, whatever their role", async () => {
    const { workspaceId, owner, admin, editor, viewer } = await team();
    const coOwner = await member("co-owner", { workspaceId, role: "OWNER" });
    for (const leaver of [viewer, editor, admin, coOwner]) {
      const left = await workspaces.remove(leaver.headers, workspaceId, leaver.id);
      expect(left.status).toBe(200);
      expect((await workspaces.list(leaver.headers)).body.data.map((w: { id: string }) => w.id)).toEqual([
        leaver.accountId,
      ]);
    }
    expect(await rolesIn(workspaceId)).toEqual({ [owner.id]: "OWNER" });
    const left = await (await db()).auditEvent.findMany({
      where: { accountId: workspaceId, action: "member.left" },
      select: { actorId: true, targetId: true },
    });
    expect(left).toHaveLength(4);
    for (const row of left) expect(row.actorId).toBe(row.targetId);
  });

  it("a member whose default workspace this was moves to their oldest other one, or a new personal one", async () => {
    const { workspaceId, owner } = await team();
    const prisma = await db();
    const [traveller, newcomer] = [await member("traveller"), await member("newcomer")];
    for (const user of [traveller, newcomer]) {
      await prisma.membership.create({ data: { accountId: workspaceId, userId: user.id, role: "EDITOR" } });
      await prisma.user.update({ where: { id: user.id }, data: { accountId: workspaceId } });
    }
    // The newcomer's sign-up workspace is gone: this team is all they have.
    await prisma.membership.delete({
      where: { accountId_userId: { accountId: newcomer.accountId, userId: newcomer.id } },
    });
    await prisma.account.delete({ where: { id: newcomer.accountId } });

    expect((await workspaces.remove(owner.headers, workspaceId, traveller.id)).status).toBe(200);
    expect(await defaultWorkspaceOf(traveller.id)).toBe(traveller.accountId);
    expect((await workspaces.remove(newcomer.headers, workspaceId, newcomer.id)).status).toBe(200);
    const personal = await defaultWorkspaceOf(newcomer.id);
    expect(personal).not.toBe(workspaceId);
    expect(await rolesIn(personal!)).toEqual({ [newcomer.id]: "OWNER" });
    for (const user of [traveller, newcomer]) {
      expect((await call(getMe, "/api/v1/me", { headers: user.headers })).status).toBe(200);
      expect((await call(listCodes, "/api/v1/qrcodes", { headers: user.headers })).status).toBe(200);
      const listed = (await workspaces.list(user.headers)).body.data;
      expect(listed).toEqual([expect.objectContaining({ id: await defaultWorkspaceOf(user.id), role: "OWNER" })]);
    }
  });

  it("404 for a user who is not a member of the workspace", async () => {
    const { workspaceId, owner } = await team();
    const outsider = await member("outsider");
    expect((await workspaces.remove(owner.headers, workspaceId, outsider.id)).status).toBe(404);
    expect(await rolesIn(outsider.accountId)).toEqual({ [outsider.id]: "OWNER" });
  });
});
