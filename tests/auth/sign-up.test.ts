// First: the harness loads Next's server environment before anything else.
import { csrf, sessionCookieOf, signIn } from "./next-auth-harness";
import { describe, expect, it } from "vitest";
import { POST as signUp } from "@/app/api/account/signup/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeUser, uniqueEmail } from "../helpers/fixtures";
import { call, randomIp } from "../helpers/http";

useTestDatabase();

const post = (body: Record<string, string>) => call(signUp, "/api/account/signup", { method: "POST", body });

async function signsIn(email: string, password: string): Promise<boolean> {
  const ip = randomIp();
  return sessionCookieOf((await signIn(ip, email, password, await csrf(ip))).headers) !== undefined;
}

describe("POST /api/account/signup", () => {
  it("answers an email that already has an account exactly as a new one, and changes nothing", async () => {
    const prisma = await db();
    const existing = await makeUser({ label: "owner" });
    const fresh = uniqueEmail("fresh");
    const accountsBefore = await prisma.account.count();

    const taken = await post({ name: "Someone", email: existing.email.toUpperCase(), password: "another password" });
    const created = await post({ name: "Someone", email: fresh.toUpperCase(), password: "another password" });

    expect(created.status).toBe(201);
    expect(taken.status).toBe(created.status);
    // The email is the only difference, and it is the one each caller sent.
    expect(taken.body).toEqual({ ...created.body, email: existing.email });
    expect(Object.keys(taken.body).sort()).toEqual(["email", "message", "name"]);
    expect(await prisma.account.count()).toBe(accountsBefore + 1); // only the fresh one

    const owner = await prisma.user.findUniqueOrThrow({
      where: { email: existing.email },
      select: { id: true, name: true },
    });
    expect(owner).toEqual({ id: existing.id, name: "owner" });
    expect(await signsIn(existing.email, existing.password)).toBe(true);
    expect(await signsIn(existing.email, "another password")).toBe(false);
    expect(await signsIn(fresh, "another password")).toBe(true);
  });

  it("still refuses an invalid body with 400 naming the field", async () => {
    const refused = await post({ name: "x", email: uniqueEmail(), password: "short" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("password");
  });
});
