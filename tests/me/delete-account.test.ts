import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { POST as createCode } from "@/app/api/v1/qrcodes/route";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { addMember } from "@/lib/workspaces/add-member";
import type { WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, recordedSessionCookie, sessionCookie, type TestUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { hit, type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { seedScans } from "../stats/seed-scans";
import { fieldsOf, me } from "./me-calls";

const database = useTestDatabase();
let shortLinks: ShortLinkServer;
beforeAll(async () => {
  shortLinks = await startShortLinkServer(database.current());
});
afterAll(() => shortLinks.close());

const prisma = () => database.current().prisma;
const keyStatus = async (key: string) =>
  (await call(balance, "/api/v1/credits/balance", { headers: bearer(key) })).status;

async function codeOf(key: string) {
  const created = await call(createCode, "/api/v1/qrcodes", {
    method: "POST",
    headers: bearer(key),
    body: { content: "https://example.com/landing", name: "Flyer" },
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; shortLink: string };
}

/** A second member of the user's workspace, with it as their default (sign-up gives everyone a workspace of their own). */
async function joinAccount(user: TestUser, options: { admin?: boolean; role?: WorkspaceRole } = {}) {
  const other = await makeUser({ admin: options.admin });
  await addMember(user.accountId, other.id, options.role ?? "OWNER");
  await prisma().user.update({ where: { id: other.id }, data: { accountId: user.accountId } });
  return { ...other, accountId: user.accountId };
}

describe("DELETE /api/v1/me", () => {
  it("the account's only user: the account and everything it owns go; links 404, keys 401, sessions end", async () => {
    await makeUser({ admin: true }); // the install's admin is someone else
    const user = await makeUser();
    const key = await makeKey(user);
    const code = await codeOf(key);
    await seedScans(code.id, [{ at: new Date() }]);
    const path = new URL(code.shortLink).pathname;
    expect((await hit(shortLinks.origin, path)).status).toBe(302);
    const { cookie } = await recordedSessionCookie(user);

    const result = await me.delete({ cookie }, { currentPassword: user.password });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ deleted: true, accountDeleted: true });

    expect((await hit(shortLinks.origin, path)).status).toBe(404);
    expect(await keyStatus(key)).toBe(401);
    expect((await me.get({ cookie })).status).toBe(401);
    expect(await verifyCredentials(user.email, user.password)).toBeNull();
    expect(await prisma().account.count({ where: { id: user.accountId } })).toBe(0);
    expect(await prisma().qrCode.count({ where: { accountId: user.accountId } })).toBe(0);
    expect(await prisma().scanDailyCount.count({ where: { qrCodeId: code.id } })).toBe(0);
    expect(await prisma().scanVisitorDay.count({ where: { qrCodeId: code.id } })).toBe(0);
    expect(await prisma().outboxEvent.count({ where: { accountId: user.accountId } })).toBe(0);
  });

  it("when other users remain: only this user goes; the keys they created and the account's codes stay", async () => {
    await makeUser({ admin: true });
    const leaving = await makeUser();
    const staying = await joinAccount(leaving);
    const leavingKey = await makeKey(leaving);
    const stayingKey = await makeKey(staying);
    const code = await codeOf(stayingKey);

    const result = await me.delete(await sessionCookie(leaving), { currentPassword: leaving.password });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ deleted: true, accountDeleted: false });
    expect(await keyStatus(leavingKey)).toBe(200);
    expect(await keyStatus(stayingKey)).toBe(200);
    expect((await hit(shortLinks.origin, new URL(code.shortLink).pathname)).status).toBe(302);
    expect(await prisma().user.count({ where: { id: leaving.id } })).toBe(0);
  });

  it("the last OWNER of a workspace with other members cannot go (409 LAST_OWNER), and nothing is deleted", async () => {
    await makeUser({ admin: true });
    const owner = await makeUser();
    await joinAccount(owner, { role: "EDITOR" });
    const code = await codeOf(await makeKey(owner));
    const refused = await me.delete(await sessionCookie(owner), { currentPassword: owner.password });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("LAST_OWNER");
    expect(await prisma().user.count({ where: { id: owner.id } })).toBe(1);
    expect(await prisma().qrCode.count({ where: { id: code.id } })).toBe(1);
  });

  it("the install's last admin cannot leave while other users remain (409); an admin with another admin can", async () => {
    const admins = await prisma().user.findMany({ where: { role: "ADMIN" }, select: { id: true } });
    await prisma().user.updateMany({ where: { id: { in: admins.map((a) => a.id) } }, data: { role: "USER" } });
    const admin = await makeUser({ admin: true });
    await makeUser();
    const refused = await me.delete(await sessionCookie(admin), { currentPassword: admin.password });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/only admin/);
    expect(await prisma().user.count({ where: { id: admin.id } })).toBe(1);

    await makeUser({ admin: true });
    const allowed = await me.delete(await sessionCookie(admin), { currentPassword: admin.password });
    expect(allowed.status).toBe(200);
  });

  it("a wrong or missing password is 400 naming currentPassword, and nothing is deleted", async () => {
    const user = await makeUser();
    const key = await makeKey(user);
    const headers = await sessionCookie(user);
    const wrong = await me.delete(headers, { currentPassword: "not it at all" });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(["currentPassword"]);
    const missing = await me.delete(headers, {});
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(["currentPassword"]);
    expect(await keyStatus(key)).toBe(200);
    expect((await me.get(headers)).status).toBe(200);
  });

  it("401 without a session; 403 with an API key", async () => {
    const user = await makeUser();
    const key = await makeKey(user);
    expect((await me.delete({}, { currentPassword: user.password })).status).toBe(401);
    expect((await me.delete(bearer(key), { currentPassword: user.password })).status).toBe(403);
    expect(await keyStatus(key)).toBe(200);
  });
});
