import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/v1/invitations/accept/route";
import { DELETE as revoke } from "@/app/api/v1/workspaces/[id]/invitations/[invitationId]/route";
import { GET as list, POST as invite } from "@/app/api/v1/workspaces/[id]/invitations/route";
import { GET as listCodes } from "@/app/api/v1/qrcodes/route";
import { db } from "@/lib/db/client";
import { createInvitation } from "@/lib/invitations/create-invitation";
import { addMember } from "@/lib/workspaces/add-member";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie, type TestUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { startMailCatcher } from "../password-reset/mail-catcher";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";

useTestDatabase();
restoreEnvAfterEach();

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail.close());

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

async function sendInvite(inviter: TestUser, workspaceId: string, body: unknown) {
  return call(invite, `/api/v1/workspaces/${workspaceId}/invitations`, {
    method: "POST",
    headers: await sessionCookie(inviter),
    params: { id: workspaceId },
    body,
  });
}

async function acceptAs(user: TestUser, token: string) {
  return call(accept, "/api/v1/invitations/accept", {
    method: "POST",
    headers: await sessionCookie(user),
    body: { token },
  });
}

describe("invitations", () => {
  it("invite, accept, and the new member works in the workspace with the invited role", async () => {
    const owner = await makeUser({ label: "owner" });
    const invitee = await makeUser({ label: "invitee" });
    const sent = await sendInvite(owner, owner.accountId, { email: invitee.email.toUpperCase(), role: "EDITOR" });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: invitee.email, role: "EDITOR", mailed: false });
    expect(sent.body.url).toMatch(/^http:\/\/localhost:3000\/invite\?token=[\w-]{43}$/);
    const pending = await call(list, `/api/v1/workspaces/${owner.accountId}/invitations`, {
      headers: await sessionCookie(owner),
      params: { id: owner.accountId },
    });
    expect(pending.body.data.map((row: { id: string }) => row.id)).toEqual([sent.body.id]);
    expect(JSON.stringify(pending.body)).not.toContain(tokenOf(sent.body.url));

    const accepted = await acceptAs(invitee, tokenOf(sent.body.url));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      workspace: { id: owner.accountId, name: "owner", slug: expect.stringMatching(/^owner-/) },
      role: "EDITOR",
    });
    const codes = await call(listCodes, "/api/v1/qrcodes", {
      headers: { ...(await sessionCookie(invitee)), "x-codebeam-workspace": owner.accountId },
    });
    expect(codes.status).toBe(200);
    const after = await call(list, `/api/v1/workspaces/${owner.accountId}/invitations`, {
      headers: await sessionCookie(owner),
      params: { id: owner.accountId },
    });
    expect(after.body.data).toEqual([]);
    const audited = await (await db()).auditEvent.findMany({
      where: { accountId: owner.accountId },
      orderBy: { at: "asc" },
      select: { action: true, actorId: true, targetId: true },
    });
    expect(audited).toEqual([
      { action: "invitation.created", actorId: owner.id, targetId: sent.body.id },
      { action: "invitation.accepted", actorId: invitee.id, targetId: sent.body.id },
    ]);
  });

  it("mails the link when the server sends mail", async () => {
    setEnv({ SMTP_URL: mail.url });
    const owner = await makeUser({ label: "mailer" });
    const sent = await sendInvite(owner, owner.accountId, { email: "new.person@example.test", role: "VIEWER" });
    expect(sent.body.mailed).toBe(true);
    const received = await mail.next();
    expect(received.to).toEqual(["new.person@example.test"]);
    expect(received.text).toContain(sent.body.url);
    expect(received.text).toContain('workspace "mailer"');
  });

  it("lets ADMINs invite EDITORs and VIEWERs, OWNERs anyone; others get 403, strangers 404", async () => {
    const owner = await makeUser({ label: "team" });
    const [admin, editor, stranger] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    await addMember(owner.accountId, admin.id, "ADMIN");
    await addMember(owner.accountId, editor.id, "EDITOR");
    const to = (role: string) => ({ email: `${role.toLowerCase()}-${Math.random()}@example.test`, role });
    expect((await sendInvite(admin, owner.accountId, to("EDITOR"))).status).toBe(201);
    expect((await sendInvite(admin, owner.accountId, to("VIEWER"))).status).toBe(201);
    const adminMakesAdmin = await sendInvite(admin, owner.accountId, to("ADMIN"));
    expect(adminMakesAdmin.status).toBe(403);
    expect(adminMakesAdmin.body.details).toEqual([{ field: "role", message: expect.any(String) }]);
    expect((await sendInvite(owner, owner.accountId, to("OWNER"))).status).toBe(201);
    expect((await sendInvite(editor, owner.accountId, to("VIEWER"))).status).toBe(403);
    const foreign = await sendInvite(stranger, owner.accountId, to("VIEWER"));
    expect(foreign.status).toBe(404);
    const listed = await call(list, `/api/v1/workspaces/${owner.accountId}/invitations`, {
      headers: await sessionCookie(stranger),
      params: { id: owner.accountId },
    });
    expect(listed.status).toBe(404);
    expect(await (await db()).invitation.count({ where: { accountId: owner.accountId } })).toBe(3);
  });

  it("refuses a member's address, a malformed body, and a bad workspace id, creating nothing", async () => {
    const owner = await makeUser({ label: "refusals" });
    const member = await makeUser();
    await addMember(owner.accountId, member.id, "VIEWER");
    const already = await sendInvite(owner, owner.accountId, { email: member.email, role: "EDITOR" });
    expect(already.status).toBe(409);
    for (const body of [{ email: "nope", role: "EDITOR" }, { email: "a@example.test", role: "GOD" }, {}]) {
      const bad = await sendInvite(owner, owner.accountId, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.details.length).toBeGreaterThan(0);
    }
    expect((await sendInvite(owner, "not a workspace", { email: "x@example.test", role: "VIEWER" })).status).toBe(400);
    expect(await (await db()).invitation.count({ where: { accountId: owner.accountId } })).toBe(0);
  });

  it("refuses another address (403), a used (410), revoked (410), replaced (410), expired (410) or unknown (404) link", async () => {
    const owner = await makeUser({ label: "links" });
    const invitee = await makeUser();
    const other = await makeUser();
    const first = await sendInvite(owner, owner.accountId, { email: invitee.email, role: "VIEWER" });
    const wrong = await acceptAs(other, tokenOf(first.body.url));
    expect(wrong.status).toBe(403);
    const replaced = await sendInvite(owner, owner.accountId, { email: invitee.email, role: "EDITOR" });
    expect((await acceptAs(invitee, tokenOf(first.body.url))).body.code).toBe("INVITATION_REVOKED");
    expect((await acceptAs(invitee, tokenOf(replaced.body.url))).status).toBe(200);
    const used = await acceptAs(invitee, tokenOf(replaced.body.url));
    expect([used.status, used.body.code]).toEqual([410, "INVITATION_USED"]);

    const revoked = await sendInvite(owner, owner.accountId, { email: other.email, role: "VIEWER" });
    const revokedAnswer = await call(revoke, `/api/v1/workspaces/${owner.accountId}/invitations/${revoked.body.id}`, {
      method: "DELETE",
      headers: await sessionCookie(owner),
      params: { id: owner.accountId, invitationId: revoked.body.id },
    });
    expect(revokedAnswer.status).toBe(200);
    expect((await acceptAs(other, tokenOf(revoked.body.url))).body.code).toBe("INVITATION_REVOKED");

    const weekAgo = new Date(Date.now() - 8 * 86_400_000);
    const stale = await createInvitation(
      { accountId: owner.accountId, userId: owner.id },
      { email: other.email, role: "VIEWER" },
      weekAgo,
    );
    const expired = await acceptAs(other, tokenOf(stale.url));
    expect([expired.status, expired.body.code]).toEqual([410, "INVITATION_EXPIRED"]);
    expect((await acceptAs(other, "x".repeat(43))).status).toBe(404);
    expect(await (await db()).membership.count({ where: { accountId: owner.accountId, userId: other.id } })).toBe(0);
  });

  it("is spent once under 20 simultaneous accepts", async () => {
    const owner = await makeUser({ label: "race" });
    const invitee = await makeUser();
    const sent = await sendInvite(owner, owner.accountId, { email: invitee.email, role: "VIEWER" });
    const headers = await sessionCookie(invitee);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(accept, "/api/v1/invitations/accept", {
          method: "POST",
          headers,
          body: { token: tokenOf(sent.body.url) },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) expect(answer.body.code).toBe("INVITATION_USED");
    expect(await (await db()).membership.count({ where: { accountId: owner.accountId, userId: invitee.id } })).toBe(1);
  });
});
