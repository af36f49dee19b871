import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/v1/users/route";
import { bearer, call } from "../helpers/http";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, uniqueEmail } from "../helpers/fixtures";

useTestDatabase();

describe("/api/v1/users", () => {
  it("lets a signed-in ADMIN create a user and never returns the hash", async () => {
    const admin = await makeUser({ admin: true });
    const email = uniqueEmail();
    const created = await call(POST, "/api/v1/users", {
      method: "POST",
      headers: await sessionCookie(admin),
      body: { name: "Ada", email, password: "s3cret-enough" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: "Ada", email, createdAt: expect.any(String) });
    expect(JSON.stringify(created.body)).not.toMatch(/hash|s3cret/i);
    expect(created.headers.get("x-ratelimit-limit")).toBe("60");
  });

  it("answers 409 in the nested shape for a duplicate email", async () => {
    const headers = await sessionCookie(await makeUser({ admin: true }));
    const body = { name: "Dup", email: uniqueEmail(), password: "password123" };
    expect((await call(POST, "/api/v1/users", { method: "POST", headers, body })).status).toBe(201);
    const again = await call(POST, "/api/v1/users", {
      method: "POST",
      headers,
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("conflict");
    expect(again.body.error.details[0].field).toBe("email");
  });

  it("refuses bad bodies with invalid_request naming the field", async () => {
    const headers = await sessionCookie(await makeUser({ admin: true }));
    const cases: [unknown, string][] = [
      ["{not json", "body"],
      [{ name: "x", email: "nope", password: "password123" }, "email"],
      [{ name: "x", email: uniqueEmail(), password: "short" }, "password"],
      [{ name: "x", email: uniqueEmail(), password: "p".repeat(129) }, "password"],
      [{ name: 5, email: uniqueEmail(), password: "password123" }, "name"],
      [{ name: "x", email: uniqueEmail(), password: "password123", role: "ADMIN" }, "role"],
    ];
    for (const [body, field] of cases) {
      const result = await call(POST, "/api/v1/users", { method: "POST", headers, body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error.code).toBe("invalid_request");
      expect(result.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it("lists with page, limit and sort, in the generic pagination shape", async () => {
    const headers = await sessionCookie(await makeUser({ admin: true, label: "aaa-admin" }));
    const list = await call(GET, "/api/v1/users?page=1&limit=2&sort=email:asc", { headers });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(list.body.pagination.pages).toBe(Math.ceil(list.body.pagination.total / 2));
    const emails = list.body.data.map((u: { email: string }) => u.email);
    expect([...emails].sort()).toEqual(emails);
    for (const query of ["page=0", "limit=10000", "page=abc", "sort=password:asc", "sort=name:sideways"]) {
      const bad = await call(GET, `/api/v1/users?${query}`, { headers });
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.code).toBe("invalid_request");
    }
  });

  it("is ADMIN only: a USER key gets 403, no key 401, a bad key 401", async () => {
    await makeUser({ admin: true });
    const user = await makeUser();
    expect(user.role).toBe("USER");
    const forbidden = await call(GET, "/api/v1/users", { headers: bearer(await makeKey(user)) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("forbidden");
    expect((await call(GET, "/api/v1/users")).status).toBe(401);
    expect((await call(GET, "/api/v1/users", { headers: bearer(`cb_sk_${"x".repeat(40)}`) })).status).toBe(401);
    expect((await call(GET, "/api/v1/users", { headers: await sessionCookie(user) })).status).toBe(403);
  });

  it("never answers an API key, an ADMIN's either: a key acts only inside its workspace", async () => {
    const admin = await makeUser({ admin: true });
    const headers = bearer(await makeKey(admin));
    const listed = await call(GET, "/api/v1/users", { headers });
    expect(listed.status).toBe(403);
    expect(listed.body.error.message).toMatch(/API key acts only inside its workspace/);
    const body = { name: "Nope", email: uniqueEmail(), password: "password123" };
    expect((await call(POST, "/api/v1/users", { method: "POST", headers, body })).status).toBe(403);
    expect((await call(GET, "/api/v1/users", { headers: await sessionCookie(admin) })).body.data).not.toContainEqual(
      expect.objectContaining({ email: body.email }),
    );
  });
});
