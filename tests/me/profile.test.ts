import { describe, expect, it } from "vitest";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, uniqueEmail } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { fieldsOf, me } from "./me-calls";

useTestDatabase();

describe("GET and PATCH /api/v1/me", () => {
  it("answers the signed-in user's own profile", async () => {
    const user = await makeUser({ label: "Ada" });
    const result = await me.get(await sessionCookie(user));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      id: user.id,
      name: "Ada",
      email: user.email,
      pendingEmail: null,
      role: user.role,
      createdAt: expect.any(String),
    });
  });

  it("401 without a session; 403 with an API key, saying why", async () => {
    const user = await makeUser();
    expect((await me.get({})).status).toBe(401);
    expect((await me.patch({}, { name: "x" })).status).toBe(401);
    const keyed = await me.get(bearer(await makeKey(user)));
    expect(keyed.status).toBe(403);
    expect(keyed.body.message).toMatch(/signed-in user in the dashboard/);
    expect((await me.patch(bearer(await makeKey(user)), { name: "x" })).status).toBe(403);
  });

  it("changes the name without a password", async () => {
    const user = await makeUser();
    const headers = await sessionCookie(user);
    const result = await me.patch(headers, { name: "  Grace Hopper " });
    expect(result.status).toBe(200);
    expect(result.body.name).toBe("Grace Hopper");
    expect((await me.get(headers)).body.name).toBe("Grace Hopper");
  });

  it("changes the email only with the current password; sign-in then uses the new address", async () => {
    const user = await makeUser();
    const headers = await sessionCookie(user);
    const email = uniqueEmail("moved");

    const missing = await me.patch(headers, { email });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(["currentPassword"]);
    const wrong = await me.patch(headers, { email, currentPassword: "not the password" });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(["currentPassword"]);
    expect((await me.get(headers)).body.email).toBe(user.email); // nothing changed

    const moved = await me.patch(headers, { email: email.toUpperCase(), currentPassword: user.password });
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe(email);
    expect(await verifyCredentials(email, user.password)).toMatchObject({ id: user.id });
    expect(await verifyCredentials(user.email, user.password)).toBeNull();
  });

  it("the same email again needs no password; another user's email is 409 naming email", async () => {
    const [user, other] = [await makeUser(), await makeUser()];
    const headers = await sessionCookie(user);
    expect((await me.patch(headers, { email: user.email, name: "Same" })).status).toBe(200);
    const taken = await me.patch(headers, { email: other.email, currentPassword: user.password });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual(["email"]);
  });

  it("400 naming the field for bad input, and changes nothing", async () => {
    const user = await makeUser({ label: "Kept" });
    const headers = await sessionCookie(user);
    for (const [body, field] of [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ email: "not an email", currentPassword: user.password }, "email"],
      [{}, "name"],
      [{ name: "ok", role: "ADMIN" }, "role"],
      [{ name: 5 }, "name"],
    ] as const) {
      const result = await me.patch(headers, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(result.body), JSON.stringify(body)).toContain(field);
    }
    expect((await me.get(headers)).body).toMatchObject({ name: "Kept", email: user.email, role: user.role });
  });
});
