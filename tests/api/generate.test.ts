import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as pluginGenerate } from "@/app/api/v1/plugin/generate/route";
import { GET, POST } from "@/app/api/v1/qrcode/generate/route";
import { GET as listTemplates } from "@/app/api/v1/templates/route";
import { decodeImage } from "../render/decode-image";
import { makeTestLogo } from "../render/test-logo";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";

useTestDatabase();

const generate = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  call<Buffer>(GET, `/api/v1/qrcode/generate?${new URLSearchParams(query)}`, { headers });

describe("public generation", () => {
  it("answers an anonymous GET with a PNG that scans, cache headers and an ETag", async () => {
    const result = await generate({ content: "https://example.com/hello" });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("image/png");
    expect(result.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(result.headers.get("x-ratelimit-limit")).toBe("10");
    expect((await decodeImage(result.body)).text).toBe("https://example.com/hello");
    const etag = result.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await call(GET, "/api/v1/qrcode/generate?content=https%3A%2F%2Fexample.com%2Fhello", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("serves svg, webp, jpeg and pdf with their content types, at the asked size", async () => {
    const svg = await call<string>(GET, "/api/v1/qrcode/generate?content=hi&format=svg&size=300");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.body).toMatch(/^<svg/);
    for (const [format, type] of [
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ]) {
      const image = await generate({ content: "hi", format, size: "300" });
      expect(image.headers.get("content-type")).toBe(type);
      expect((await sharp(image.body).metadata()).width).toBe(300);
    }
    const pdf = await generate({ content: "hi", format: "pdf", size: "300" });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("caps the size by caller: 1000 px anonymous, 2000 px with a key", async () => {
    const anonymous = await generate({ content: "hi", size: "1001" });
    expect(anonymous.status).toBe(400);
    expect((anonymous.body as unknown as { details: { field: string; message: string }[] }).details[0]).toMatchObject({
      field: "size",
    });
    expect(JSON.stringify(anonymous.body)).toContain("1000");
    const key = await makeKey(await makeUser());
    const keyed = await generate({ content: "hi", size: "1500" }, bearer(key));
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("x-ratelimit-limit")).toBe("60");
    expect((await sharp(keyed.body).metadata()).width).toBe(1500);
    expect((await generate({ content: "hi", size: "2001" }, bearer(key))).status).toBe(400);
  });

  it("matches templates by id and keywords, and names the template used", async () => {
    const byKeyword = await generate({ content: "hello", keywords: "instagram" });
    expect(byKeyword.status).toBe(200);
    expect(byKeyword.headers.get("x-codebeam-template")).not.toBe("default");
    const fromDomain = await generate({ content: "https://instagram.com/someone" });
    expect(fromDomain.headers.get("x-codebeam-template")).toBe(byKeyword.headers.get("x-codebeam-template"));
    const unknown = await generate({ content: "hello", templateId: "no-such-template" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("templateId");
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "content"],
      [{ content: "x".repeat(2049) }, "content"],
      [{ content: "é".repeat(1500), errorCorrectionLevel: "H" }, "content"],
      [{ content: "hi", format: "gif" }, "format"],
      [{ content: "hi", size: "abc" }, "size"],
      [{ content: "hi", size: "10" }, "size"],
      [{ content: "hi", errorCorrectionLevel: "X" }, "errorCorrectionLevel"],
      [{ content: "hi", foregroundColor: "#eeeeee" }, "styles.foregroundColor"],
      [{ content: "hi", margin: "1" }, "styles.margin"],
      [{ content: "hi", styles: "{nope" }, "styles"],
      [{ content: "hi", logo: "ftp://example.com/logo.png" }, "logo"],
    ];
    for (const [query, field] of cases) {
      const result = await generate(query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      const body = result.body as unknown as { code: string; details: { field: string }[] };
      expect(body.code).toBe("INVALID_REQUEST");
      expect(
        body.details.map((detail) => detail.field),
        JSON.stringify(query),
      ).toContain(field);
    }
  });

  it("takes a JSON body on POST, style overrides included", async () => {
    const result = await call<Buffer>(POST, "/api/v1/qrcode/generate", {
      method: "POST",
      body: { content: "posted", templateId: "default", styles: { dotShape: "dots", frame: { text: "Scan me" } } },
    });
    expect(result.status).toBe(200);
    expect((await decodeImage(result.body)).text).toBe("posted");
    expect((await call(POST, "/api/v1/qrcode/generate", { method: "POST", body: "{broken" })).status).toBe(400);
    expect(
      (await call(POST, "/api/v1/qrcode/generate", { method: "POST", body: { content: "x", color: "red" } })).status,
    ).toBe(400);
  });
});

describe("logos", () => {
  let server: LocalServer;
  beforeAll(async () => {
    const logo = await makeTestLogo();
    server = await startServer((_request, response) => {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(logo);
    });
  });
  afterAll(async () => {
    allowPrivateTargets(false);
    await server.close();
  });

  it("refuses a logo on a private address, and places one when private targets are allowed (tests)", async () => {
    allowPrivateTargets(false);
    const refused = await generate({ content: "with logo", logo: `${server.origin}/logo.png` });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("logo");
    allowPrivateTargets(true);
    const placed = await generate({ content: "with logo", logo: `${server.origin}/logo.png` });
    expect(placed.status).toBe(200);
    expect((await decodeImage(placed.body)).text).toBe("with logo");
  });
});

describe("plugin generation and the template catalog", () => {
  it("returns JSON with a data URL, for either key header, with qrcode:generate only", async () => {
    const user = await makeUser();
    const key = await makeKey(user, ["qrcode:generate"]);
    for (const headers of [bearer(key), { "cb-api-key": key }]) {
      const result = await call(pluginGenerate, "/api/v1/plugin/generate", {
        method: "POST",
        headers,
        body: { content: "plugin me", keywords: ["wifi"] },
      });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({
        content: "plugin me",
        format: "png",
        size: 512,
        templateUsed: expect.any(String),
        matchedKeywords: expect.any(Array),
      });
      const png = Buffer.from(result.body.image.replace(/^data:image\/png;base64,/, ""), "base64");
      expect((await decodeImage(png)).text).toBe("plugin me");
    }
    const createOnly = await makeKey(user, ["qrcode:create"]);
    expect(
      (
        await call(pluginGenerate, "/api/v1/plugin/generate", {
          method: "POST",
          headers: bearer(createOnly),
          body: { content: "x" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(pluginGenerate, "/api/v1/plugin/generate", { method: "POST", body: { content: "x" } })).status,
    ).toBe(401);
  });

  it("lists at least 24 templates in at least 6 categories, for a key with qrcode:generate", async () => {
    expect((await call(listTemplates, "/api/v1/templates")).status).toBe(401);
    const key = await makeKey(await makeUser(), ["qrcode:generate"]);
    const result = await call(listTemplates, "/api/v1/templates", { headers: bearer(key) });
    expect(result.status).toBe(200);
    expect(result.body.totalTemplates).toBeGreaterThanOrEqual(24);
    expect(result.body.categories.length).toBeGreaterThanOrEqual(6);
    const counted = result.body.categories.reduce(
      (sum: number, category: { count: number }) => sum + category.count,
      0,
    );
    expect(counted).toBe(result.body.totalTemplates);
    expect(result.body.categories[0].templates[0]).toMatchObject({
      id: expect.any(String),
      previewImage: expect.stringMatching(/\.png$/),
    });
  });
});
