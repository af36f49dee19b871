// First: the harness loads Next's server environment before anything else.
import { csrf, sessionCookieOf, signIn } from "./next-auth-harness";
import bcrypt from "bcryptjs";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as signUp } from "@/app/api/account/signup/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeUser, uniqueEmail } from "../helpers/fixtures";
import { call, randomIp } from "../helpers/http";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";

useTestDatabase();
restoreEnvAfterEach();
beforeEach(() => setEnv({ LIMIT_SIGNIN_PER_MINUTE: "100" })); // several sign-ins per email in one test

// 72 bytes are all bcrypt ever read of a password; these differ only after them.
const PREFIX = "P".repeat(72);
const REAL = `${PREFIX}-the-real-secret-suffix`;
const WRONG = `${PREFIX}WRONG`;
const LEGACY_PASSWORD = "correct horse battery";

/** Signs in through the real next-auth route: whether a session cookie came back. */
async function signsIn(email: string, password: string): Promise<boolean> {
  const ip = randomIp();
  return sessionCookieOf((await signIn(ip, email, password, await csrf(ip))).headers) !== undefined;
}

const storedHash = async (email: string) =>
  (await (await db()).user.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } })).passwordHash;

/** A user whose hash was made by bcrypt (cost 10), as every hash was before argon2id. */
async function legacyUser(password: string) {
  const user = await makeUser();
  await (await db()).user.update({ where: { id: user.id }, data: { passwordHash: bcrypt.hashSync(password, 10) } });
  return user;
}

describe("sign-in and password hashes", () => {
  it("signs up and in with a long password, and refuses one that differs only after byte 72", async () => {
    const email = uniqueEmail("long");
    const created = await call(signUp, "/api/account/signup", {
      method: "POST",
      body: { name: "Long", email, password: REAL },
    });
    expect(created.status).toBe(201);
    expect(await signsIn(email, WRONG)).toBe(false);
    expect(await signsIn(email, PREFIX)).toBe(false);
    expect(await signsIn(email, REAL)).toBe(true);
    expect(await storedHash(email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("signs in with a bcrypt hash made before, replaces it by argon2id, and still refuses a wrong password", async () => {
    const user = await legacyUser(LEGACY_PASSWORD);
    expect(await signsIn(user.email, "not the password")).toBe(false);
    expect(await storedHash(user.email)).toMatch(/^\$2b\$/); // a refused attempt changes nothing
    expect(await signsIn(user.email, LEGACY_PASSWORD)).toBe(true);
    const upgraded = await storedHash(user.email);
    expect(upgraded).toMatch(/^\$argon2id\$/);
    expect(await signsIn(user.email, "not the password")).toBe(false);
    expect(await signsIn(user.email, LEGACY_PASSWORD)).toBe(true);
    expect(await storedHash(user.email)).toBe(upgraded); // rehashed once, not at every sign-in
  });

  it("keeps a bcrypt hash whose password is over 72 bytes: the bytes after it were never checked", async () => {
    const user = await legacyUser(REAL);
    const before = await storedHash(user.email);
    expect(await signsIn(user.email, REAL)).toBe(true);
    expect(await storedHash(user.email)).toBe(before);
    expect(await signsIn(user.email, REAL)).toBe(true);
  });
});
