import { describe, expect, it } from "vitest";
import { POST as cloneCode } from "@/app/api/v1/qrcodes/[id]/clone/route";
import { POST as batchCreate } from "@/app/api/v1/qrcodes/batch/route";
import { POST as createCode } from "@/app/api/v1/qrcodes/route";
import { POST as createWebhook } from "@/app/api/v1/webhooks/route";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, type TestUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";

useTestDatabase();
restoreEnvAfterEach();

async function keyed() {
  const user = await makeUser();
  return { user, key: await makeKey(user) };
}
const create = (key: string, idempotencyKey: string | undefined, body: unknown) =>
  call(createCode, "/api/v1/qrcodes", {
    method: "POST",
    headers: { ...bearer(key), ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
    body,
  });
const creditsOf = async (key: string) =>
  (await call(balance, "/api/v1/credits/balance", { headers: bearer(key) })).body.balance as number;
const codesOf = async (user: TestUser) => (await db()).qrCode.count({ where: { accountId: user.accountId } });
const chargesOf = async (user: TestUser) =>
  (await db()).creditLedgerEntry.count({ where: { accountId: user.accountId, amount: { lt: 0 } } });

describe("Idempotency-Key on creates", () => {
  it("runs 20 concurrent identical creates once: one code, charged once, every answer the same", async () => {
    const { user, key } = await keyed();
    const before = await creditsOf(key);
    const body = { content: "https://example.com/launch", name: "Launch" };
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(key, "launch-1", body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    expect(await creditsOf(key)).toBe(before - 10);
    expect(await codesOf(user)).toBe(1);
    expect(await chargesOf(user)).toBe(1);
  });

  it("replays the first answer to a later repeat (key order and spacing do not matter)", async () => {
    const { key } = await keyed();
    const first = await create(key, "k-2", { content: "https://example.com/a", name: "A" });
    const again = await create(key, "k-2", JSON.stringify({ name: "A", content: "https://example.com/a" }, null, 2));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED to the same key with another body, charging nothing", async () => {
    const { user, key } = await keyed();
    await create(key, "k-3", { content: "https://example.com/one" });
    const credits = await creditsOf(key);
    const reused = await create(key, "k-3", { content: "https://example.com/two" });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: "Unprocessable Entity", code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await creditsOf(key)).toBe(credits);
    expect(await codesOf(user)).toBe(1);
  });

  it("scopes keys to the account: another account's same key runs its own create", async () => {
    const first = await keyed();
    const second = await keyed();
    const body = { content: "https://example.com/shared" };
    const mine = await create(first.key, "shared-key", body);
    const theirs = await create(second.key, "shared-key", body);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await codesOf(second.user)).toBe(1);
  });

  it("stores nothing for a failed request, so the key can be used again", async () => {
    const { key } = await keyed();
    const invalid = await create(key, "k-5", { content: "https://example.com/x", size: "huge" });
    expect(invalid.status).toBe(400);
    setEnv({ DYNAMIC_CODE_COST: "1000" });
    const exhausted = await create(key, "k-5", { content: "https://example.com/x" });
    expect(exhausted.body.code).toBe("CREDIT_EXHAUSTED");
    setEnv({ DYNAMIC_CODE_COST: "10" });
    const created = await create(key, "k-5", { content: "https://example.com/x" });
    expect(created.status).toBe(201);
    expect(created.headers.get("idempotent-replayed")).toBeNull();
  });

  it("covers clone (no body), batch and webhook creation", async () => {
    const { user, key } = await keyed();
    const original = await create(key, undefined, { content: "https://example.com/orig" });
    const headers = { ...bearer(key), "idempotency-key": "clone-1" };
    const clones = await Promise.all(
      [0, 1, 2].map(() =>
        call(cloneCode, `/api/v1/qrcodes/${original.body.id}/clone`, {
          method: "POST",
          headers,
          params: { id: original.body.id },
        }),
      ),
    );
    expect(new Set(clones.map((clone) => clone.body.id)).size).toBe(1);
    const batchHeaders = { ...bearer(key), "idempotency-key": "batch-1" };
    const batchBody = { items: [{ content: "https://example.com/b1" }, { content: "https://example.com/b2" }] };
    const batches = [
      await call(batchCreate, "/api/v1/qrcodes/batch", { method: "POST", headers: batchHeaders, body: batchBody }),
    ];
    batches.push(
      await call(batchCreate, "/api/v1/qrcodes/batch", { method: "POST", headers: batchHeaders, body: batchBody }),
    );
    expect(batches[1].body).toEqual(batches[0].body);
    expect(await codesOf(user)).toBe(4); // original, one clone, two batch items
    expect(await chargesOf(user)).toBe(4);

    const hookHeaders = { ...bearer(key), "idempotency-key": "hook-1" };
    const hookBody = { url: "https://93.184.215.14/in", events: ["qrcode.created"] };
    const hooks = [
      await call(createWebhook, "/api/v1/webhooks", { method: "POST", headers: hookHeaders, body: hookBody }),
    ];
    hooks.push(await call(createWebhook, "/api/v1/webhooks", { method: "POST", headers: hookHeaders, body: hookBody }));
    expect(hooks[0].status).toBe(201);
    expect(hooks[1].body).toEqual(hooks[0].body);
    expect(await (await db()).webhook.count({ where: { accountId: user.accountId } })).toBe(1);
  });

  it("refuses a malformed key with a 400 naming the header", async () => {
    const { key } = await keyed();
    const result = await create(key, "x".repeat(256), { content: "https://example.com" });
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual([{ field: "Idempotency-Key", message: expect.any(String) }]);
  });

  it("forgets a key after 24 hours and prunes expired rows", async () => {
    const { user, key } = await keyed();
    const first = await create(key, "old-key", { content: "https://example.com/old" });
    const prisma = await db();
    const past = new Date(Date.now() - 1000);
    await prisma.idempotencyKey.updateMany({ where: { accountId: user.accountId }, data: { expiresAt: past } });
    await prisma.idempotencyKey.create({
      data: { accountId: "gone-account", key: "stale", requestHash: "x", expiresAt: past },
    });
    const second = await create(key, "old-key", { content: "https://example.com/old" });
    expect(second.body.id).not.toBe(first.body.id);
    expect(await prisma.idempotencyKey.count({ where: { expiresAt: { lt: new Date() } } })).toBe(0);
  });
});
