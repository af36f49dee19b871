import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { decodeImage } from "../render/decode-image";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";
import {
  balanceOf,
  batchCreate,
  cloneCode,
  codeImage,
  createCode,
  footprint,
  getCode,
  ledgerOf,
  makeOwner,
  outboxOf,
} from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();
restoreEnvAfterEach();

describe("POST /api/v1/qrcodes/{id}/clone", () => {
  it("copies template, styles, mode and level under a new short link; name gets ' (copy)'; 10 credits", async () => {
    const { user, headers } = await makeOwner();
    const original = await createCode(headers, {
      content: "https://example.com/original",
      name: "Flyer",
      keywords: ["coffee"],
      styles: { dotShape: "rounded" },
      errorCorrectionLevel: "Q",
      size: 400,
    });
    const result = await cloneCode(headers, original.body.id);
    expect(result.status).toBe(201);
    expect(Object.keys(result.body)).toEqual(["id", "clonedFrom", "name", "shortLink"]);
    expect(result.body).toMatchObject({ clonedFrom: original.body.id, name: "Flyer (copy)" });
    expect(result.body.shortLink).not.toBe(original.body.shortLink);
    const [source, copy] = [
      (await getCode(headers, original.body.id)).body,
      (await getCode(headers, result.body.id)).body,
    ];
    for (const field of [
      "mode",
      "templateUsed",
      "matchedKeywords",
      "styles",
      "content",
      "targetUrl",
      "errorCorrectionLevel",
      "size",
    ]) {
      expect(copy[field], field).toEqual(source[field]);
    }
    expect(copy.clonedFrom).toBe(original.body.id);
    expect((await decodeImage((await codeImage(headers, copy.id)).body)).text).toBe(copy.shortLink);
    expect((await ledgerOf(user.accountId)).at(-1)).toMatchObject({
      amount: -10,
      balanceAfter: 80,
      reason: "qrcode.clone",
    });
    expect((await outboxOf(user.accountId)).map((event) => event.type)).toEqual(["qrcode.created", "qrcode.created"]);
  });

  it("takes a new name and content; a static clone uses the quota, not credits", async () => {
    const { user, headers } = await makeOwner();
    const dynamic = await createCode(headers, { content: "https://example.com/a", name: "A" });
    const renamed = await cloneCode(headers, dynamic.body.id, { name: "B", content: "https://example.com/b" });
    expect(renamed.status).toBe(201);
    expect(renamed.body.name).toBe("B");
    expect((await getCode(headers, renamed.body.id)).body).toMatchObject({
      targetUrl: "https://example.com/b",
      content: "https://example.com/b",
    });

    const text = await createCode(headers, { content: "hello", mode: "STATIC" });
    const copy = await cloneCode(headers, text.body.id, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toEqual({ id: expect.any(String), clonedFrom: text.body.id, name: null });
    expect((await decodeImage((await codeImage(headers, copy.body.id)).body)).text).toBe("hello");
    expect(await balanceOf(user.accountId)).toBe(80);
    expect((await footprint(user.accountId)).quota).toBe(2);
  });

  it("refuses an AI code (must be regenerated), bad bodies, and charges nothing for them", async () => {
    const { user, headers } = await makeOwner();
    const dynamic = await createCode(headers, { content: "https://example.com/a" });
    const ai = await (await db()).qrCode.create({
      data: {
        accountId: user.accountId,
        mode: "AI",
        content: "a cat",
        targetUrl: "https://example.com/cat",
        templateUsed: "default",
        matchedKeywords: [],
        styles: {},
      },
      select: { id: true },
    });
    const refused = await cloneCode(headers, ai.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/must be regenerated/);
    const before = await footprint(user.accountId);
    const cases: [unknown, string][] = [
      [{ content: "javascript:alert(1)" }, "content"],
      [{ content: "x".repeat(2049) }, "content"],
      [{ name: "n".repeat(201) }, "name"],
      [{ mode: "STATIC" }, "mode"],
      ["{oops", "body"],
      [[1], "body"],
    ];
    for (const [body, field] of cases) {
      const result = await cloneCode(headers, dynamic.body.id, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await footprint(user.accountId)).toEqual(before);
  });

  it("answers 403 CREDIT_EXHAUSTED when the balance is short, creating nothing", async () => {
    setEnv({ DYNAMIC_CODE_COST: "60" });
    const { user, headers } = await makeOwner();
    const original = await createCode(headers, { content: "https://example.com/a" });
    const refused = await cloneCode(headers, original.body.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("CREDIT_EXHAUSTED");
    expect(await footprint(user.accountId)).toMatchObject({ codes: 1, events: 1 });
    expect(await balanceOf(user.accountId)).toBe(40);
  });
});

describe("POST /api/v1/qrcodes/batch", () => {
  it("creates each valid item and reports each invalid one with its field, the others unaffected", async () => {
    const { user, headers } = await makeOwner();
    const result = await batchCreate(headers, {
      items: [
        { content: "https://example.com/1", name: "one" },
        { content: "not a url" },
        { content: "plain text", mode: "STATIC" },
        { content: "https://example.com/4", templateId: "no-such-template" },
        { mode: "STATIC" },
        { content: "https://example.com/6", sparkle: true },
      ],
    });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)).toEqual(["total", "succeeded", "failed", "results"]);
    expect(result.body).toMatchObject({ total: 6, succeeded: 2, failed: 4 });
    const [one, two, three, four, five, six] = result.body.results;
    expect(one).toEqual({
      index: 0,
      success: true,
      data: {
        id: expect.any(String),
        shortLink: expect.stringMatching(/\/s\/[0-9A-Za-z]{7}$/),
        templateUsed: expect.any(String),
      },
    });
    expect(two).toEqual({
      index: 1,
      success: false,
      error: expect.stringMatching(/^content: must be an http or https URL/),
    });
    expect(three).toEqual({
      index: 2,
      success: true,
      data: { id: expect.any(String), templateUsed: expect.any(String) },
    });
    expect(four.error).toMatch(/^templateId: unknown template/);
    expect(five.error).toMatch(/^content: /);
    expect(six.error).toMatch(/^sparkle: /);
    expect((await getCode(headers, one.data.id)).body.name).toBe("one");
    expect(await footprint(user.accountId)).toEqual({ codes: 2, ledger: 2, quota: 1, events: 2 });
    expect((await ledgerOf(user.accountId)).at(-1)).toMatchObject({ amount: -10, reason: "qrcode.batch" });
  });

  it("fails only the items the credits or the quota no longer cover", async () => {
    setEnv({ STATIC_QUOTA_PER_MONTH: "1" });
    const { user, headers } = await makeOwner();
    const items = [
      ...Array.from({ length: 12 }, (_, index) => ({ content: `https://example.com/${index}` })),
      { content: "first static", mode: "STATIC" },
      { content: "second static", mode: "STATIC" },
    ];
    const result = await batchCreate(headers, { items });
    expect(result.body).toMatchObject({ total: 14, succeeded: 11, failed: 3 });
    const failures = result.body.results.filter((item: { success: boolean }) => !item.success);
    expect(failures.map((item: { index: number }) => item.index)).toEqual([10, 11, 13]);
    expect(failures[0].error).toMatch(/Not enough credits/);
    expect(failures[2].error).toMatch(/static-code quota/);
    expect(await balanceOf(user.accountId)).toBe(0);
    // The refused static item's quota take rolled back with its transaction.
    expect(await footprint(user.accountId)).toMatchObject({ codes: 11, events: 11, quota: 1 });
  });

  it("refuses 0 or 21 items, and items of the wrong JSON type, as a whole, naming the field; nothing charged", async () => {
    const { user, headers } = await makeOwner();
    const item = { content: "https://example.com" };
    const cases: [unknown, string][] = [
      [{ items: [] }, "items"],
      [{ items: Array.from({ length: 21 }, () => item) }, "items"],
      [{ items: "all of them" }, "items"],
      [{}, "items"],
      [{ items: [item, item, item, { content: 42 }] }, "items[3].content"],
      [{ items: [item, null] }, "items[1]"],
      [{ items: [item, { content: "https://example.com", keywords: "coffee" }] }, "items[1].keywords"],
      [{ items: [item, { content: "https://example.com", size: "big" }] }, "items[1].size"],
      [{ items: [item], extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const result = await batchCreate(headers, body);
      expect(result.status, field).toBe(400);
      expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await footprint(user.accountId)).toEqual({ codes: 0, ledger: 1, quota: 0, events: 0 });
  });
});
