import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFailedLogosForTests } from "@/lib/codes/render-saved-code";
import { clearLogoCacheForTests } from "@/lib/net/fetch-logo";
import { useTestDatabase } from "../helpers/database";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { decodeImage } from "../render/decode-image";
import { makeTestLogo } from "../render/test-logo";
import { codeImage, createCode, footprint, getCode, makeOwner } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

describe("GET /api/v1/qrcodes/{id}/image", () => {
  it("serves png by default at the code's size, with an ETag, private caching and 304 on a match", async () => {
    const { headers } = await makeOwner(["qrcode:generate", "qrcode:create"]);
    const created = await createCode(headers, {
      content: "https://example.com/sized",
      size: 300,
      styles: { dotShape: "dots" },
    });
    const image = await codeImage(headers, created.body.id);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toMatch(/^private/);
    expect((await sharp(image.body).metadata()).width).toBe(300);
    expect((await decodeImage(image.body)).text).toBe(created.body.shortLink);
    const etag = image.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await codeImage({ ...headers, "if-none-match": etag }, created.body.id);
    expect(again.status).toBe(304);
  });

  it("serves svg, webp and jpeg at an asked size, capped at 2000 px for a key", async () => {
    const { headers } = await makeOwner();
    const { id, shortLink } = (await createCode(headers, { content: "https://example.com/formats" })).body;
    const svg = await codeImage(headers, id, "?format=svg&size=200");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(String(svg.body)).toMatch(/^<svg/);
    for (const [format, type] of [
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ]) {
      const image = await codeImage(headers, id, `?format=${format}&size=640`);
      expect(image.headers.get("content-type")).toBe(type);
      expect((await sharp(image.body).metadata()).width).toBe(640);
      expect((await decodeImage(image.body)).text).toBe(shortLink);
    }
    for (const [query, field] of [
      ["?size=2001", "size"],
      ["?size=10", "size"],
      ["?size=big", "size"],
      ["?format=gif", "format"],
    ]) {
      const result = await codeImage(headers, id, query);
      expect(result.status, query).toBe(400);
      expect((result.body as unknown as { details: { field: string }[] }).details[0].field).toBe(field);
    }
  });

  it("needs qrcode:generate, and a code of the caller's account", async () => {
    const owner = await makeOwner();
    const { id } = (await createCode(owner.headers, { content: "https://example.com/mine" })).body;
    expect((await codeImage((await makeOwner(["qrcode:create"])).headers, id)).status).toBe(403);
    expect((await codeImage((await makeOwner()).headers, id)).status).toBe(404);
    expect((await codeImage({}, id)).status).toBe(401);
  });
});

describe("logos", () => {
  let server: LocalServer;
  let up = true;
  beforeAll(async () => {
    const logo = await makeTestLogo();
    server = await startServer((_request, response) => {
      if (!up) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
      response.end(logo);
    });
  });
  afterAll(async () => {
    allowPrivateTargets(false);
    await server.close();
  });

  it("fetches the logo at create time (a bad one is a 400 before any charge) and draws it on the image", async () => {
    allowPrivateTargets(true);
    const { user, headers } = await makeOwner();
    up = false;
    const missing = await createCode(headers, {
      content: "https://example.com/l",
      logo: `${server.origin}/missing.png`,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].field).toBe("logo");
    expect(await footprint(user.accountId)).toEqual({ codes: 0, ledger: 1, quota: 0, events: 0 });

    up = true;
    const created = await createCode(headers, {
      content: "https://example.com/l",
      logo: `${server.origin}/logo.png`,
      errorCorrectionLevel: "H",
    });
    expect(created.status).toBe(201);
    expect((await getCode(headers, created.body.id)).body.logo).toBe(`${server.origin}/logo.png`);
    const withLogo = await codeImage(headers, created.body.id);
    expect((await decodeImage(withLogo.body)).text).toBe(created.body.shortLink);

    // A logo that later disappears leaves the code without it, still scannable.
    up = false;
    clearLogoCacheForTests();
    const without = await codeImage(headers, created.body.id);
    expect(without.status).toBe(200);
    expect(without.headers.get("etag")).not.toBe(withLogo.headers.get("etag"));
    expect((await decodeImage(without.body)).text).toBe(created.body.shortLink);

    // The failure is remembered for a while: views do not wait on a dead logo host each time.
    up = true;
    const asked = server.requests.length;
    expect((await codeImage(headers, created.body.id)).headers.get("etag")).toBe(without.headers.get("etag"));
    expect(server.requests.length).toBe(asked);
    clearFailedLogosForTests();
    expect((await codeImage(headers, created.body.id)).headers.get("etag")).toBe(withLogo.headers.get("etag"));
    expect(server.requests.length).toBe(asked + 1);
  });
});
