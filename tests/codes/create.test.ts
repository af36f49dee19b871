import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { decodeImage } from "../render/decode-image";
import { balanceOf, codeImage, createCode, footprint, getCode, ledgerOf, makeOwner, outboxOf } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

describe("POST /api/v1/qrcodes", () => {
  it("creates a dynamic code: 201, the spec's fields, a short link the image encodes, 10 credits", async () => {
    const { user, headers } = await makeOwner();
    const result = await createCode(headers, {
      content: "https://example.com/landing",
      name: "Spring flyer",
      keywords: ["instagram"],
    });
    expect(result.status).toBe(201);
    expect(Object.keys(result.body)).toEqual([
      "id",
      "shortLink",
      "domain",
      "slug",
      "templateUsed",
      "matchedKeywords",
      "styles",
      "imageUrl",
    ]);
    const { id, shortLink, templateUsed, matchedKeywords, styles, imageUrl } = result.body;
    expect(shortLink).toMatch(/^http:\/\/localhost:3000\/s\/[0-9A-Za-z]{7}$/);
    expect(templateUsed).not.toBe("default");
    expect(matchedKeywords).toContain("instagram");
    expect(styles).toMatchObject({
      foregroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
      margin: expect.any(Number),
    });
    expect(imageUrl).toBe(`http://localhost:3000/api/v1/qrcodes/${id}/image`);

    const image = await codeImage(headers, id);
    expect(image.status).toBe(200);
    expect((await decodeImage(image.body)).text).toBe(shortLink);
    expect((await ledgerOf(user.accountId)).at(-1)).toEqual({
      amount: -10,
      balanceAfter: 90,
      reason: "qrcode.create",
      reference: shortLink.split("/").pop(),
    });
  });

  it("creates a static code: content encoded as is, no short link, no credits, one unit of quota", async () => {
    const { user, headers } = await makeOwner();
    const result = await createCode(headers, { content: "Wi-Fi password: hunter2", mode: "STATIC" });
    expect(result.status).toBe(201);
    expect(result.body.shortLink).toBeUndefined();
    expect(Object.keys(result.body)).toEqual([
      "id",
      "domain",
      "slug",
      "templateUsed",
      "matchedKeywords",
      "styles",
      "imageUrl",
    ]);
    expect((await decodeImage((await codeImage(headers, result.body.id)).body)).text).toBe("Wi-Fi password: hunter2");
    expect(await footprint(user.accountId)).toEqual({ codes: 1, ledger: 1, quota: 1, events: 1 });
    const code = (await getCode(headers, result.body.id)).body;
    expect(code).toMatchObject({
      mode: "STATIC",
      status: "READY",
      targetUrl: "Wi-Fi password: hunter2",
      content: "Wi-Fi password: hunter2",
      scanCount: 0,
    });
  });

  it("keeps a chosen template, style overrides, level and size, and normalises the target URL", async () => {
    const { headers } = await makeOwner();
    const result = await createCode(headers, {
      content: "https://Example.com/ä?q=ü",
      templateId: "default",
      styles: { dotShape: "dots", foregroundColor: "#123456" },
      errorCorrectionLevel: "H",
      size: 300,
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      templateUsed: "default",
      matchedKeywords: [],
      styles: { dotShape: "dots", foregroundColor: "#123456" },
    });
    const code = (await getCode(headers, result.body.id)).body;
    expect(code).toMatchObject({
      content: "https://Example.com/ä?q=ü",
      targetUrl: "https://example.com/%C3%A4?q=%C3%BC",
      errorCorrectionLevel: "H",
      size: 300,
    });
  });

  it("writes one qrcode.created outbox event per code, carrying the code's resource", async () => {
    const { user, headers } = await makeOwner();
    const created = await createCode(headers, { content: "https://example.com/event", name: "evented" });
    const events = await outboxOf(user.accountId);
    expect(events).toHaveLength(1);
    expect(events[0].type).toBe("qrcode.created");
    expect(events[0].payload).toEqual((await getCode(headers, created.body.id)).body);
    expect(events[0].payload).toMatchObject({
      id: created.body.id,
      name: "evented",
      mode: "DYNAMIC",
      shortLink: created.body.shortLink,
    });
  });

  it("refuses bad input with a 400 naming the field, and charges nothing", async () => {
    const { user, headers } = await makeOwner();
    const cases: [unknown, string][] = [
      [{}, "content"],
      [{ content: "" }, "content"],
      [{ content: "not a url" }, "content"],
      [{ content: "javascript:alert(1)" }, "content"],
      [{ content: "data:text/html,hi" }, "content"],
      [{ content: "ftp://example.com/file" }, "content"],
      [{ content: "https://exa mple.com" }, "content"],
      [{ content: `https://example.com/${"x".repeat(2048)}` }, "content"],
      [{ content: "x".repeat(2049), mode: "STATIC" }, "content"],
      [{ content: "é".repeat(1500), mode: "STATIC", errorCorrectionLevel: "H" }, "content"],
      [{ content: "https://example.com", mode: "foo" }, "mode"],
      [{ content: "https://example.com", mode: "AI" }, "mode"],
      [{ content: "https://example.com", name: "n".repeat(201) }, "name"],
      [{ content: "https://example.com", templateId: "no-such-template" }, "templateId"],
      [{ content: "https://example.com", keywords: "instagram" }, "keywords"],
      [{ content: "https://example.com", logo: "javascript:alert(1)" }, "logo"],
      [{ content: "https://example.com", logo: "http://127.0.0.1:1/logo.png" }, "logo"],
      [{ content: "https://example.com", size: 2001 }, "size"],
      [{ content: "https://example.com", size: 10 }, "size"],
      [{ content: "https://example.com", size: 100.5 }, "size"],
      [{ content: "https://example.com", size: "300" }, "size"],
      [{ content: "https://example.com", errorCorrectionLevel: "X" }, "errorCorrectionLevel"],
      [{ content: "https://example.com", styles: { foregroundColor: "#eeeeee" } }, "styles.foregroundColor"],
      [{ content: "https://example.com", styles: { sparkle: true } }, "styles.sparkle"],
      [{ content: "https://example.com", color: "red" }, "color"],
      [{ content: 42 }, "content"],
      [[], "body"],
      ["{broken", "body"],
    ];
    for (const [body, field] of cases) {
      const result = await createCode(headers, body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.body.code).toBe("INVALID_REQUEST");
      expect(
        result.body.details.map((detail: { field: string }) => detail.field),
        JSON.stringify(body).slice(0, 80),
      ).toContain(field);
    }
    expect((await createCode(headers, { content: "https://example.com", mode: "AI" })).body.message).toMatch(
      /AI creation interface/,
    );
    expect(await footprint(user.accountId)).toEqual({ codes: 0, ledger: 1, quota: 0, events: 0 });
  });

  // A dynamic code is a short link, and a phone reads a contact or a network only from
  // the code itself, so the pair is refused (the dashboard offers Static only for them).
  it("refuses a contact or Wi-Fi payload in a dynamic code: 400 on content, nothing charged", async () => {
    const { user, headers } = await makeOwner();
    for (const content of [
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD",
      "WIFI:T:WPA;S:Guest;P:secret;;",
    ]) {
      const refused = await createCode(headers, { content, mode: "DYNAMIC" });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([
        {
          field: "content",
          message: "must be an http or https URL for a DYNAMIC code (use mode STATIC to encode text)",
        },
      ]);
      expect((await createCode(headers, { content, mode: "STATIC" })).status).toBe(201);
    }
    expect(await balanceOf(user.accountId)).toBe(100);
  });

  it("needs qrcode:create: a generate-only key gets 403, no key 401", async () => {
    const { user, headers } = await makeOwner(["qrcode:generate"]);
    const refused = await createCode(headers, { content: "https://example.com" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/qrcode:create/);
    expect((await createCode({}, { content: "https://example.com" })).status).toBe(401);
    expect(await footprint(user.accountId)).toEqual({ codes: 0, ledger: 1, quota: 0, events: 0 });
  });
});
