process.env.LIMIT_USER_PER_MINUTE = "1000000";

import { describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/api/v1/me/route";
import { GET as listCodes, POST as createCode } from "@/app/api/v1/qrcodes/route";
import { db } from "@/lib/db/client";
import { MAX_OWNED_WORKSPACES } from "@/lib/workspaces/workspace-schemas";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { defaultWorkspaceOf, member, rolesIn, team, workspaces } from "./workspace-calls";

useTestDatabase();

const WORKSPACE = "x-codebeam-workspace";

describe("GET and POST /api/v1/workspaces", () => {
  it("lists the caller's workspaces with their role, the oldest membership first", async () => {
    const { workspaceId, owner } = await team();
    const viewer = await member("joiner");
    await (await db()).membership.create({ data: { accountId: workspaceId, userId: viewer.id, role: "VIEWER" } });
    const listed = await workspaces.list(viewer.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id: viewer.accountId,
        name: "joiner",
        slug: expect.stringMatching(/^joiner-[0-9a-f]{8}$/),
        role: "OWNER",
        createdAt: expect.any(String),
      },
      { id: workspaceId, name: "owner", slug: expect.any(String), role: "VIEWER", createdAt: expect.any(String) },
    ]);
    expect((await workspaces.list(owner.headers)).body.data.map((w: { id: string }) => w.id)).toEqual([workspaceId]);
  });

  it("creates a workspace with the caller as OWNER, which they can then act in", async () => {
    const user = await member("creator");
    const created = await workspaces.create(user.headers, { name: "  Spring Campaign " });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: "Spring Campaign",
      slug: expect.stringMatching(/^spring-campaign-[0-9a-f]{8}$/),
      role: "OWNER",
      createdAt: expect.any(String),
    });
    expect(await rolesIn(created.body.id)).toEqual({ [user.id]: "OWNER" });
    expect((await workspaces.list(user.headers)).body.data.map((w: { name: string }) => w.name)).toEqual([
      "creator",
      "Spring Campaign",
    ]);
    const headers = { ...user.headers, [WORKSPACE]: created.body.id };
    const code = await call(createCode, "/api/v1/qrcodes", {
      method: "POST",
      headers,
      body: { content: "https://example.com/spring", mode: "STATIC", name: "spring" },
    });
    expect(code.status).toBe(201);
    expect((await call(listCodes, "/api/v1/qrcodes", { headers })).body.data).toHaveLength(1);
    expect((await call(listCodes, "/api/v1/qrcodes", { headers: user.headers })).body.data).toHaveLength(0);
    expect(await defaultWorkspaceOf(user.id)).toBe(user.accountId); // the default stays
  });

  it("400 naming name for a bad name; 401 without a session, 403 with an API key", async () => {
    const user = await member("strict");
    for (const body of [{}, { name: "" }, { name: "   " }, { name: "x".repeat(81) }, { name: 5 }]) {
      const refused = await workspaces.create(user.headers, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.details.map((d: { field: string }) => d.field)).toEqual(["name"]);
    }
    expect((await workspaces.create(user.headers, { name: "ok", extra: 1 })).status).toBe(400);
    expect((await workspaces.list({})).status).toBe(401);
    const keyed = await workspaces.create(bearer(await makeKey(await makeUser())), { name: "by key" });
    expect(keyed.status).toBe(403);
    expect((await workspaces.list(user.headers)).body.data).toHaveLength(1);
  });

  it(`refuses a user's ${MAX_OWNED_WORKSPACES + 1}st owned workspace with a 409 saying why`, async () => {
    const user = await member("collector");
    for (let made = 1; made < MAX_OWNED_WORKSPACES; made++) {
      expect((await workspaces.create(user.headers, { name: `w${made}` })).status).toBe(201);
    }
    const refused = await workspaces.create(user.headers, { name: "one too many" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CONFLICT");
    expect(refused.body.message).toContain(`${MAX_OWNED_WORKSPACES}`);
    expect((await workspaces.list(user.headers)).body.data).toHaveLength(MAX_OWNED_WORKSPACES);
  });
});

describe("PATCH /api/v1/workspaces/{id}", () => {
  it("the OWNER renames it; the slug stays", async () => {
    const { workspaceId, owner } = await team();
    const before = (await workspaces.list(owner.headers)).body.data[0];
    const renamed = await workspaces.rename(owner.headers, workspaceId, { name: " Renamed team " });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...before, name: "Renamed team" });
  });

  it("403 for a member below OWNER, 404 for a non-member, and the name stays", async () => {
    const { workspaceId, admin, editor, viewer } = await team();
    for (const below of [admin, editor, viewer]) {
      const refused = await workspaces.rename(below.headers, workspaceId, { name: "taken over" });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/OWNER role/);
    }
    const stranger = await member("stranger");
    expect((await workspaces.rename(stranger.headers, workspaceId, { name: "x" })).status).toBe(404);
    expect((await workspaces.rename(stranger.headers, "cnotaworkspace00000000000", { name: "x" })).status).toBe(404);
    expect((await workspaces.rename(stranger.headers, "Not An Id", { name: "x" })).status).toBe(400);
    const row = await (await db()).account.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true } });
    expect(row.name).toBe("owner");
  });
});

describe("DELETE /api/v1/workspaces/{id}", () => {
  it("deletes a workspace and what it owns; members whose default it was move elsewhere and keep signing in", async () => {
    const owner = await member("founder");
    const shared = (await workspaces.create(owner.headers, { name: "Shared" })).body.id as string;
    // Default moved to the shared workspace: one member with another workspace, one with none.
    const traveller = await member("traveller");
    const newcomer = await member("newcomer");
    const prisma = await db();
    for (const user of [traveller, newcomer]) {
      await prisma.membership.create({ data: { accountId: shared, userId: user.id, role: "EDITOR" } });
      await prisma.user.update({ where: { id: user.id }, data: { accountId: shared } });
    }
    await prisma.membership.delete({
      where: { accountId_userId: { accountId: newcomer.accountId, userId: newcomer.id } },
    });
    await prisma.account.delete({ where: { id: newcomer.accountId } });
    const headers = { ...owner.headers, [WORKSPACE]: shared };
    const code = await call(createCode, "/api/v1/qrcodes", {
      method: "POST",
      headers,
      body: { content: "https://example.com/shared", mode: "STATIC", name: "shared" },
    });
    expect(code.status).toBe(201);

    const deleted = await workspaces.delete(owner.headers, shared);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: shared, deleted: true });
    expect(await prisma.account.findUnique({ where: { id: shared }, select: { id: true } })).toBeNull();
    expect(await prisma.qrCode.findUnique({ where: { id: code.body.id }, select: { id: true } })).toBeNull();

    expect(await defaultWorkspaceOf(traveller.id)).toBe(traveller.accountId);
    const personal = await defaultWorkspaceOf(newcomer.id);
    expect(personal).toBeDefined();
    expect(await rolesIn(personal!)).toEqual({ [newcomer.id]: "OWNER" });
    for (const user of [owner, traveller, newcomer]) {
      expect((await call(getMe, "/api/v1/me", { headers: user.headers })).status).toBe(200);
      const listed = (await workspaces.list(user.headers)).body.data;
      expect(listed.map((w: { id: string }) => w.id)).toEqual([await defaultWorkspaceOf(user.id)]);
    }
    expect((await workspaces.list(newcomer.headers)).body.data[0]).toMatchObject({ name: "newcomer", role: "OWNER" });
  });

  it("moves the OWNER's own default to their oldest other workspace when they delete it", async () => {
    const owner = await member("mover");
    const other = (await workspaces.create(owner.headers, { name: "Other" })).body.id;
    expect((await workspaces.delete(owner.headers, owner.accountId)).status).toBe(200);
    expect(await defaultWorkspaceOf(owner.id)).toBe(other);
    expect((await call(getMe, "/api/v1/me", { headers: owner.headers })).status).toBe(200);
    expect((await call(listCodes, "/api/v1/qrcodes", { headers: owner.headers })).status).toBe(200);
  });

  it("never the caller's only workspace: 409 CONFLICT saying so", async () => {
    const owner = await member("lonely");
    const refused = await workspaces.delete(owner.headers, owner.accountId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CONFLICT");
    expect(refused.body.message).toMatch(/only workspace/);
    expect(await rolesIn(owner.accountId)).toEqual({ [owner.id]: "OWNER" });
  });

  it("403 for a member below OWNER, 404 for a non-member, and nothing is deleted", async () => {
    const { workspaceId, owner, admin, editor, viewer } = await team();
    for (const below of [admin, editor, viewer]) {
      expect((await workspaces.delete(below.headers, workspaceId)).status).toBe(403);
    }
    expect((await workspaces.delete((await member("outsider")).headers, workspaceId)).status).toBe(404);
    expect(Object.keys(await rolesIn(workspaceId))).toHaveLength(4);
    expect(await defaultWorkspaceOf(owner.id)).toBe(workspaceId);
  });
});
