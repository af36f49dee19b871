// First: the harness loads Next's server environment before anything else.
import { csrf, sessionCookieOf, signIn } from "./next-auth-harness";
import { describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { limitSignInAttempts } from "@/lib/auth/limit-sign-in-attempts";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { useTestDatabase } from "../helpers/database";
import { makeUser, uniqueEmail } from "../helpers/fixtures";
import { call, randomIp } from "../helpers/http";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { freezeClockInWindow, MINUTE_MS } from "../ratelimit/window";

useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();

describe("verifyCredentials", () => {
  it("returns the user for the right password, and the same null for a wrong password or an unknown email", async () => {
    const user = await makeUser({ label: "signin" });
    expect(await verifyCredentials(user.email, user.password)).toEqual({
      id: user.id,
      name: "signin",
      email: user.email,
    });
    expect(await verifyCredentials(user.email.toUpperCase(), user.password)).toMatchObject({ id: user.id });
    const wrongPassword = await verifyCredentials(user.email, `${user.password}!`);
    const unknownEmail = await verifyCredentials(uniqueEmail("nobody"), user.password);
    expect(wrongPassword).toBeNull();
    expect(unknownEmail).toBeNull();
    expect(await verifyCredentials(user.email, "")).toBeNull();
    expect(await verifyCredentials(user.email, "p".repeat(129))).toBeNull();
  });
});

describe("limitSignInAttempts", () => {
  it("refuses the attempt after LIMIT_SIGNIN_PER_MINUTE for one email, from any IP", async () => {
    setEnv({ LIMIT_SIGNIN_PER_MINUTE: "3" });
    freezeClockInWindow(MINUTE_MS);
    const email = uniqueEmail("target");
    for (let i = 0; i < 3; i++) await expect(limitSignInAttempts(randomIp(), email)).resolves.toBeUndefined();
    await expect(limitSignInAttempts(randomIp(), email)).rejects.toThrow(
      /^Too many sign-in attempts\. Try again in \d+ seconds\.$/,
    );
    await expect(limitSignInAttempts(randomIp(), uniqueEmail("other"))).resolves.toBeUndefined();
  });

  it("refuses one IP trying many emails (four times the per-email limit)", async () => {
    setEnv({ LIMIT_SIGNIN_PER_MINUTE: "2" });
    freezeClockInWindow(MINUTE_MS);
    const ip = randomIp();
    for (let i = 0; i < 8; i++)
      await expect(limitSignInAttempts(ip, uniqueEmail(`spray${i}`))).resolves.toBeUndefined();
    await expect(limitSignInAttempts(ip, uniqueEmail("spray-last"))).rejects.toThrow(/Too many sign-in attempts/);
  });
});

describe("POST /api/auth/callback/credentials (the real next-auth route)", () => {
  it("signs in with a CSRF token and the right password; the session cookie works on /api/v1", async () => {
    const user = await makeUser();
    const ip = randomIp();
    const signedIn = await signIn(ip, user.email, user.password, await csrf(ip));
    expect(signedIn.status).toBe(200);
    const session = sessionCookieOf(signedIn.headers);
    expect(session).toBeDefined();
    const result = await call(balance, "/api/v1/credits/balance", { headers: { cookie: session! } });
    expect(result.status).toBe(200);
    expect(result.body.balance).toBe(100);
  });

  it("sets no session without a CSRF token", async () => {
    const user = await makeUser();
    const refused = await signIn(randomIp(), user.email, user.password);
    expect(sessionCookieOf(refused.headers)).toBeUndefined();
    expect(refused.body.url).toMatch(/\/api\/auth\/signin\?csrf=true$/);
  });

  it("answers a wrong password and an unknown email alike, and limits attempts", async () => {
    setEnv({ LIMIT_SIGNIN_PER_MINUTE: "2" });
    freezeClockInWindow(MINUTE_MS);
    const user = await makeUser();
    const ip = randomIp();
    const wrong = await signIn(ip, user.email, "not the password", await csrf(ip));
    const unknown = await signIn(ip, uniqueEmail("ghost"), user.password, await csrf(ip));
    for (const result of [wrong, unknown]) {
      expect(sessionCookieOf(result.headers)).toBeUndefined();
      expect(decodeURIComponent(result.body.url)).toContain("Invalid email or password.");
    }
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    await signIn(ip, user.email, "still wrong", await csrf(ip));
    // Past the limit even the right password is not checked.
    const limited = await signIn(ip, user.email, user.password, await csrf(ip));
    expect(sessionCookieOf(limited.headers)).toBeUndefined();
    expect(decodeURIComponent(limited.body.url)).toMatch(/Too many sign-in attempts/);
  });
});
