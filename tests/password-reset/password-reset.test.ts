// First: the harness loads Next's server environment before anything else.
import { apiStatus, signedInCookie } from "../auth/next-auth-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as forgot } from "@/app/api/account/forgot-password/route";
import { POST as reset } from "@/app/api/account/reset-password/route";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { db } from "@/lib/db/client";
import { requestPasswordReset } from "@/lib/password-reset/request-password-reset";
import { resetPassword } from "@/lib/password-reset/reset-password";
import { useTestDatabase } from "../helpers/database";
import { makeUser, uniqueEmail } from "../helpers/fixtures";
import { call, randomIp } from "../helpers/http";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { resetLinkIn, startMailCatcher } from "./mail-catcher";

useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail?.close());

const NEW_PASSWORD = "a brand new password";
const askForLink = (email: string, ip = randomIp()) =>
  call(forgot, "/api/account/forgot-password", { method: "POST", body: { email }, ip });
const setPassword = (token: string, password = NEW_PASSWORD) =>
  call(reset, "/api/account/reset-password", { method: "POST", body: { token, password } });
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("forgot password (SMTP_URL set)", () => {
  it("mails a link that sets a new password once and ends every session", async () => {
    setEnv({ SMTP_URL: mail.url, APP_URL: "https://codes.example.test" });
    const user = await makeUser();
    const session = await signedInCookie(user.email, user.password);
    const asked = await askForLink(user.email.toUpperCase());
    expect(asked.status).toBe(200);
    const received = await mail.next();
    expect(received.to).toEqual([user.email]);
    expect(received.raw).toContain("From: Codebeam <no-reply@codes.example.test>");
    const link = resetLinkIn(received);
    expect(link.startsWith("https://codes.example.test/reset-password?token=")).toBe(true);
    // Stored only as its hash.
    const rows = await (await db()).passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link));

    const done = await setPassword(tokenOf(link));
    expect(done.status).toBe(200);
    expect(await verifyCredentials(user.email, NEW_PASSWORD)).toMatchObject({ id: user.id });
    expect(await verifyCredentials(user.email, user.password)).toBeNull();
    expect(await apiStatus(session)).toBe(401);

    const again = await setPassword(tokenOf(link), "yet another password");
    expect(again.status).toBe(400);
    expect(again.body.details).toEqual([{ field: "token", message: expect.any(String) }]);
    expect(await verifyCredentials(user.email, NEW_PASSWORD)).toMatchObject({ id: user.id });
  });

  it("answers an unknown email exactly as a known one, and sends nothing", async () => {
    setEnv({ SMTP_URL: mail.url });
    const user = await makeUser();
    const known = await askForLink(user.email);
    await mail.next();
    const unknown = await askForLink(uniqueEmail("nobody"));
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a mail would have arrived by now
    expect(mail.pending()).toBe(0);
  });

  it("expires a link after 30 minutes (clock set in the domain functions)", async () => {
    setEnv({ SMTP_URL: mail.url });
    const user = await makeUser();
    const asked = new Date("2026-11-26T10:00:00Z");
    await requestPasswordReset(user.email, randomIp(), asked);
    const token = tokenOf(resetLinkIn(await mail.next()));
    const late = new Date(asked.getTime() + 30 * 60_000);
    await expect(resetPassword(token, NEW_PASSWORD, late)).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    const inTime = new Date(late.getTime() - 1000);
    await expect(resetPassword(token, NEW_PASSWORD, inTime)).resolves.toMatchObject({ message: expect.any(String) });
  });

  it("sends at most three links per email per 15 minutes, answering the same beyond", async () => {
    setEnv({ SMTP_URL: mail.url });
    const user = await makeUser();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await askForLink(user.email));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: answers[0].body });
    for (let i = 0; i < 3; i++) await mail.next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.pending()).toBe(0);
  });

  it("limits requests per IP (429) and names bad fields (400)", async () => {
    setEnv({ SMTP_URL: mail.url, LIMIT_ANON_PER_MINUTE: "1000" });
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await askForLink(uniqueEmail("spray"), ip)).status).toBe(200);
    expect((await askForLink(uniqueEmail("spray"), ip)).status).toBe(429);
    const bad = await call(forgot, "/api/account/forgot-password", { method: "POST", body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe("email");
    const short = await setPassword("whatever", "short");
    expect(short.status).toBe(400);
    expect(short.body.details.map((d: { field: string }) => d.field)).toEqual(["password"]);
  });
});

describe("forgot password without SMTP_URL", () => {
  it("answers 404 telling to ask the admin", async () => {
    setEnv({ SMTP_URL: "" });
    const answer = await askForLink(uniqueEmail());
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/ask its admin/);
  });
});
