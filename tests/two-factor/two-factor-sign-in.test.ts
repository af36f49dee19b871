// First: the harness loads Next's server environment before anything else.
import { apiStatus, authPost, csrf, sessionCookieOf } from "../auth/next-auth-harness";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import { confirmTwoFactor } from "@/lib/two-factor/confirm-two-factor";
import { startTwoFactor } from "@/lib/two-factor/start-two-factor";
import { TWO_FACTOR_REQUIRED, WRONG_TWO_FACTOR_CODE } from "@/lib/two-factor/second-sign-in-step";
import { useTestDatabase } from "../helpers/database";
import { makeUser } from "../helpers/fixtures";
import { call, randomIp } from "../helpers/http";

process.env.LIMIT_SIGNIN_PER_MINUTE = "1000";
resetConfigForTests();
useTestDatabase();

/** POST /api/auth/callback/credentials as the sign-in page sends it, with an optional code. */
async function signIn(email: string, password: string, otp?: string) {
  const ip = randomIp();
  const token = await csrf(ip);
  const form = new URLSearchParams({ email, password, csrfToken: token.token, json: "true", callbackUrl: "/" });
  if (otp !== undefined) form.set("otp", otp);
  const answer = await call(authPost, "/api/auth/callback/credentials", {
    method: "POST",
    params: { nextauth: ["callback", "credentials"] } as never,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: token.cookie },
    body: form.toString(),
    ip,
  });
  const error = new URL(answer.body.url).searchParams.get("error");
  return { cookie: sessionCookieOf(answer.headers), error };
}

async function userWithTwoFactor() {
  const user = await makeUser({ label: "twofa" });
  const { secret } = await startTwoFactor(user.id);
  const { recoveryCodes } = await confirmTwoFactor(user.id, await generate({ secret }));
  return { ...user, secret, recoveryCodes };
}

describe("signing in with two-factor sign-in on", () => {
  it("asks for a code after the right password, and makes no session from the password alone", async () => {
    const user = await userWithTwoFactor();
    const first = await signIn(user.email, user.password);
    expect(first).toEqual({ cookie: undefined, error: TWO_FACTOR_REQUIRED });
    // A wrong password is still only a wrong password: the code step is not revealed by it.
    const wrongPassword = await signIn(user.email, "not the password", "123456");
    expect(wrongPassword).toEqual({ cookie: undefined, error: "Invalid email or password." });
  });

  it("signs in with a current code, refuses a wrong one and the same code again", async () => {
    const user = await userWithTwoFactor();
    const later = Math.floor(Date.now() / 1000) + 30; // the confirming code's step is spent
    const code = await generate({ secret: user.secret, epoch: later });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await signIn(user.email, user.password, wrong)).toEqual({ cookie: undefined, error: WRONG_TWO_FACTOR_CODE });
    // The code of the next step is accepted now (one step of clock drift allowed)…
    const signedIn = await signIn(user.email, user.password, code);
    expect(signedIn.error).toBeNull();
    expect(await apiStatus(signedIn.cookie!)).toBe(200);
    // …and only once.
    expect(await signIn(user.email, user.password, code)).toEqual({ cookie: undefined, error: WRONG_TWO_FACTOR_CODE });
  });

  it("signs in with a recovery code, once", async () => {
    const user = await userWithTwoFactor();
    const [recovery] = user.recoveryCodes;
    const signedIn = await signIn(user.email, user.password, recovery);
    expect(signedIn.error).toBeNull();
    expect(await apiStatus(signedIn.cookie!)).toBe(200);
    expect(await signIn(user.email, user.password, recovery)).toEqual({
      cookie: undefined,
      error: WRONG_TWO_FACTOR_CODE,
    });
  });

  it("leaves users without two-factor sign-in signing in with the password alone", async () => {
    const user = await makeUser();
    const signedIn = await signIn(user.email, user.password);
    expect(signedIn.error).toBeNull();
    expect(await apiStatus(signedIn.cookie!)).toBe(200);
  });
});
