import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as confirm } from "@/app/api/account/confirm-email/route";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { db } from "@/lib/db/client";
import { confirmEmailChange } from "@/lib/email-change/confirm-email-change";
import { updateMe } from "@/lib/me/update-me";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie, uniqueEmail } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { me } from "../me/me-calls";
import { type CaughtMail, startMailCatcher } from "../password-reset/mail-catcher";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";

useTestDatabase();
restoreEnvAfterEach();

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail?.close());

const confirmWith = (body: unknown) => call(confirm, "/api/account/confirm-email", { method: "POST", body });
const tokenIn = (caught: CaughtMail) => {
  const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(caught.text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${caught.text}`);
  return new URL(link).searchParams.get("token") ?? "";
};

/** The two mails of one email change, by recipient (they are sent side by side). */
async function changeMails(oldEmail: string, newEmail: string) {
  const both = [await mail.next(), await mail.next()];
  const toNew = both.find((caught) => caught.to[0] === newEmail);
  const toOld = both.find((caught) => caught.to[0] === oldEmail);
  if (!toNew || !toOld) throw new Error(`mails went to ${both.map((caught) => caught.to).join(", ")}`);
  return { token: tokenIn(toNew), toNew, toOld };
}

async function startChange(label = "moved") {
  const user = await makeUser();
  const headers = await sessionCookie(user);
  const newEmail = uniqueEmail(label);
  const answer = await me.patch(headers, { email: newEmail, currentPassword: user.password });
  return { user, headers, newEmail, answer, ...(await changeMails(user.email, newEmail)) };
}

describe("email change confirmed by mail (SMTP_URL set)", () => {
  it("mails a link to the new address and a notice to the old; nothing changes until the link is used, once", async () => {
    setEnv({ SMTP_URL: mail.url, APP_URL: "https://codes.example.test" });
    const { user, headers, newEmail, answer, token, toNew, toOld } = await startChange();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(toNew.text).toContain(`https://codes.example.test/confirm-email?token=${token}`);
    expect(toOld.text).toContain(`being changed to ${newEmail}`);
    expect(toOld.text).toContain("change your password");
    expect(toOld.text).not.toContain(token);
    const stored = await (await db()).user.findUnique({ where: { id: user.id } });
    expect(JSON.stringify(stored)).not.toContain(token); // only its hash
    expect(await verifyCredentials(newEmail, user.password)).toBeNull();
    expect(await verifyCredentials(user.email, user.password)).toMatchObject({ id: user.id });

    const done = await confirmWith({ token });
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(newEmail);
    expect(await verifyCredentials(newEmail, user.password)).toMatchObject({ id: user.id });
    expect(await verifyCredentials(user.email, user.password)).toBeNull();
    expect((await me.get(headers)).body).toMatchObject({ email: newEmail, pendingEmail: null });

    const again = await confirmWith({ token });
    expect(again.status).toBe(400);
    expect(again.body.details).toEqual([{ field: "token", message: expect.any(String) }]);
  });

  it("a second change replaces the first; sending the current email cancels without a password", async () => {
    setEnv({ SMTP_URL: mail.url });
    const { user, headers, token: first } = await startChange("first");
    const second = uniqueEmail("second");
    const replaced = await me.patch(headers, { email: second, currentPassword: user.password });
    expect(replaced.body.pendingEmail).toBe(second);
    const { token } = await changeMails(user.email, second);
    expect((await confirmWith({ token: first })).status).toBe(400);

    const cancelled = await me.patch(headers, { email: user.email });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ email: user.email, pendingEmail: null });
    expect((await confirmWith({ token })).status).toBe(400);
    expect((await me.get(headers)).body.email).toBe(user.email);
  });

  it("expires the link after 24 hours (clock passed to the domain functions)", async () => {
    setEnv({ SMTP_URL: mail.url });
    const user = await makeUser();
    const newEmail = uniqueEmail("late");
    const asked = new Date("2026-11-26T10:00:00Z");
    const view = await updateMe(user.id, { email: newEmail, currentPassword: user.password }, asked);
    expect(view.pendingEmail).toBe(newEmail);
    const { token } = await changeMails(user.email, newEmail);
    const late = new Date(asked.getTime() + 24 * 3_600_000);
    await expect(confirmEmailChange(token, late)).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    const inTime = new Date(late.getTime() - 1000);
    await expect(confirmEmailChange(token, inTime)).resolves.toMatchObject({ email: newEmail });
  });

  it("answers 409 naming email when another account took the address meanwhile, and ends the pending change", async () => {
    setEnv({ SMTP_URL: mail.url });
    const { user, headers, newEmail, token } = await startChange("taken");
    const other = await makeUser();
    await (await db()).user.update({ where: { id: other.id }, data: { email: newEmail } });
    const taken = await confirmWith({ token });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain(newEmail);
    expect(taken.body.details).toEqual([{ field: "email", message: "is already registered" }]);
    expect((await me.get(headers)).body).toMatchObject({ email: user.email, pendingEmail: null });

    const already = await me.patch(headers, { email: newEmail, currentPassword: user.password });
    expect(already.status).toBe(409);
    expect(mail.pending()).toBe(0);
  });

  it("a token changes only its own user's email, whoever sends it", async () => {
    setEnv({ SMTP_URL: mail.url });
    const a = await startChange("a");
    const b = await startChange("b");
    expect((await confirmWith({ token: a.token })).status).toBe(200);
    expect((await me.get(b.headers)).body).toMatchObject({ email: b.user.email, pendingEmail: b.newEmail });
    expect((await me.get(a.headers)).body.email).toBe(a.newEmail);
  });

  it("answers any confirm body with a 4xx, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything(), fc.record({ token: fc.oneof(fc.string(), fc.anything()) }), fc.string()),
        async (body) => {
          const answer = await confirmWith(body === undefined ? "" : body);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("email change without mail (no SMTP_URL)", () => {
  it("applies the new email at once and sends nothing", async () => {
    setEnv({ SMTP_URL: "" });
    const user = await makeUser();
    const headers = await sessionCookie(user);
    const newEmail = uniqueEmail("now");
    const moved = await me.patch(headers, { email: newEmail, currentPassword: user.password });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(await verifyCredentials(newEmail, user.password)).toMatchObject({ id: user.id });
    await new Promise((resolve) => setTimeout(resolve, 300)); // a mail would have arrived by now
    expect(mail.pending()).toBe(0);
  });
});
