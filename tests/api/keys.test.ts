import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie, type TestUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";

useTestDatabase();
useRedisRateLimitsWhenConfigured();

async function create(user: TestUser, body: unknown = { name: "CI", permissions: ["qrcode:generate"] }) {
  return call(createKey, "/api/v1/keys", { method: "POST", headers: await sessionCookie(user), body });
}

const revoke = async (user: TestUser, id: string) =>
  call(revokeKey, `/api/v1/keys/${id}`, { method: "DELETE", headers: await sessionCookie(user), params: { id } });

/** Every column of the account's key rows, as PostgreSQL prints them. */
async function storedRowsText(accountId: string): Promise<string> {
  const rows = await (await db()).$queryRaw<
    { row: string }[]
  >`SELECT k::text AS row FROM "ApiKey" k WHERE k."accountId" = ${accountId}`;
  return rows.map((r) => r.row).join("\n");
}

describe("API keys", () => {
  it("are created with a session: the clear key once, then only the masked form", async () => {
    const user = await makeUser();
    const created = await create(user, { name: "Deploy bot", permissions: ["qrcode:generate", "qrcode:create"] });
    expect(created.status).toBe(201);
    const { key } = created.body;
    expect(key).toMatch(/^cb_sk_[0-9A-Za-z]{32,}$/);
    expect(created.body).toEqual({
      id: expect.any(String),
      key,
      name: "Deploy bot",
      maskedKey: `cb_sk_••••${key.slice(-4)}`,
      permissions: ["qrcode:generate", "qrcode:create"],
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { id: user.id, name: "Test User", email: user.email },
    });

    const listed = await call(listKeys, "/api/v1/keys", { headers: await sessionCookie(user) });
    expect(listed.status).toBe(200);
    const { key: _shownOnce, ...view } = created.body;
    expect(listed.body.data).toEqual([view]);
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(6));
  });

  it("are stored only as their SHA-256 hash", async () => {
    const user = await makeUser();
    const { body } = await create(user);
    const row = await (await db()).apiKey.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.keyHash).not.toBe(body.key);
    expect(row.keyHash).toBe(createHash("sha256").update(body.key).digest("hex"));
    const stored = await storedRowsText(user.accountId);
    expect(stored).toContain(row.keyHash);
    expect(stored).not.toContain(body.key.slice(6, 30)); // no column holds the key, whole or in part
    expect(row.lastFour).toBe(body.key.slice(-4));
  });

  it("work until revoked, then answer 401; last use is recorded", async () => {
    const user = await makeUser();
    const { body: created } = await create(user);
    expect((await (await db()).apiKey.findUniqueOrThrow({ where: { id: created.id } })).lastUsedAt).toBeNull();

    const used = await call(balance, "/api/v1/credits/balance", { headers: bearer(created.key) });
    expect(used.status).toBe(200);
    const row = await (await db()).apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    const [listed] = (await call(listKeys, "/api/v1/keys", { headers: await sessionCookie(user) })).body.data;
    expect(listed.lastUsedAt).toBe(row.lastUsedAt!.toISOString());

    const revoked = await revoke(user, created.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: created.id, revokedAt: expect.any(String) });
    expect(JSON.stringify(revoked.body)).not.toContain(created.key);
    const after = await call(balance, "/api/v1/credits/balance", { headers: bearer(created.key) });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      error: "Unauthorized",
      code: "UNAUTHORIZED",
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it("of another account answer 404 on DELETE and keep working", async () => {
    const owner = await makeUser();
    const stranger = await makeUser();
    const { body: created } = await create(owner);
    const attempt = await revoke(stranger, created.id);
    expect(attempt.status).toBe(404);
    expect(attempt.body).toMatchObject({ error: "Not Found", code: "NOT_FOUND" });
    expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(created.key) })).status).toBe(200);
    const strangersList = await call(listKeys, "/api/v1/keys", { headers: await sessionCookie(stranger) });
    expect(strangersList.body.data).toEqual([]);
  });

  it("refuse bad bodies with 400 naming the field, and create nothing", async () => {
    const user = await makeUser();
    const cases: [unknown, string][] = [
      [{ name: "No permissions" }, "permissions"],
      [{ name: "Empty", permissions: [] }, "permissions"],
      [{ name: "Unknown", permissions: ["qrcode:destroy"] }, "permissions[0]"],
      [{ name: "Twice", permissions: ["qrcode:create", "qrcode:create"] }, "permissions"],
      [{ name: "n".repeat(81), permissions: ["qrcode:create"] }, "name"],
      [{ name: "   ", permissions: ["qrcode:create"] }, "name"],
      [{ permissions: ["qrcode:create"] }, "name"],
      [{ name: 42, permissions: ["qrcode:create"] }, "name"],
      [{ name: "Extra", permissions: ["qrcode:create"], accountId: "someone-else" }, "accountId"],
      [["qrcode:create"], "body"],
    ];
    for (const [body, field] of cases) {
      const result = await create(user, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toMatchObject({ error: "Bad Request", code: "INVALID_REQUEST" });
      expect(
        result.body.details.map((detail: { field: string }) => detail.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await (await db()).apiKey.count({ where: { accountId: user.accountId } })).toBe(0);
  });
});
