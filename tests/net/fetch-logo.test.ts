import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { clearLogoCacheForTests, fetchLogo } from "@/lib/net/fetch-logo";
import { allowPrivateTargets, type LocalServer, startServer } from "./local-server";

let png: Buffer;
let server: LocalServer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 40, channels: 4, background: "#e11d48" } })
    .png()
    .toBuffer();
});
beforeEach(async () => {
  clearLogoCacheForTests();
  allowPrivateTargets(true);
  server = await startServer((request, response) => {
    const url = request.url ?? "/";
    if (url === "/etag.png") {
      if (request.headers["if-none-match"] === '"v1"')
        return response.writeHead(304, { etag: '"v1"', "cache-control": "no-cache" }).end();
      return response
        .writeHead(200, { "content-type": "image/png", etag: '"v1"', "cache-control": "no-cache" })
        .end(png);
    }
    if (url === "/dated.png") {
      if (request.headers["if-modified-since"] === "Mon, 02 Jan 2023 10:00:00 GMT")
        return response.writeHead(304, { "cache-control": "no-cache" }).end();
      return response
        .writeHead(200, {
          "content-type": "image/png",
          "last-modified": "Mon, 02 Jan 2023 10:00:00 GMT",
          "cache-control": "no-cache",
        })
        .end(png);
    }
    if (url === "/no-store.png")
      return response
        .writeHead(200, { "content-type": "image/png", etag: '"v1"', "cache-control": "no-store" })
        .end(png);
    if (url === "/plain.png") return response.writeHead(200, { "content-type": "image/png" }).end(png);
    if (url === "/fresh.png")
      return response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=600" }).end(png);
    if (url === "/page.html")
      return response.writeHead(200, { "content-type": "text/html" }).end("<h1>not a logo</h1>");
    if (url === "/fake.png")
      return response.writeHead(200, { "content-type": "image/png" }).end("definitely not png bytes");
    if (url === "/moved.png") return response.writeHead(302, { location: "/fresh.png" }).end();
    response.writeHead(404).end();
  });
});
afterEach(async () => {
  await server.close();
  allowPrivateTargets(false);
});

async function logoError(url: string): Promise<ApiError> {
  const error = await fetchLogo(url).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect((error as ApiError).details?.[0].field).toBe("logo");
  return error as ApiError;
}

describe("fetchLogo", () => {
  it("returns the image decoded, following a redirect", async () => {
    const logo = await fetchLogo(`${server.origin}/moved.png`);
    expect([logo.width, logo.height, logo.data.byteLength]).toEqual([40, 40, 40 * 40 * 4]);
    expect([...logo.data.subarray(0, 4)]).toEqual([0xe1, 0x1d, 0x48, 0xff]);
  });

  it("revalidates a no-cache logo with its ETag and reuses the cached bytes on 304", async () => {
    const first = await fetchLogo(`${server.origin}/etag.png`);
    const second = await fetchLogo(`${server.origin}/etag.png`);
    expect(second).toEqual(first);
    expect(server.requests.map((request) => request.headers["if-none-match"] ?? null)).toEqual([null, '"v1"']);
  });

  it("does not ask again while a logo is fresh (max-age)", async () => {
    await fetchLogo(`${server.origin}/fresh.png`);
    await fetchLogo(`${server.origin}/fresh.png`);
    expect(server.requests).toHaveLength(1);
  });

  it("revalidates with Last-Modified when the logo has no ETag", async () => {
    const first = await fetchLogo(`${server.origin}/dated.png`);
    expect(await fetchLogo(`${server.origin}/dated.png`)).toEqual(first);
    expect(server.requests.map((request) => request.headers["if-modified-since"] ?? null)).toEqual([
      null,
      "Mon, 02 Jan 2023 10:00:00 GMT",
    ]);
  });

  it("keeps nothing of a no-store logo: every use downloads it again, unconditionally", async () => {
    await fetchLogo(`${server.origin}/no-store.png`);
    await fetchLogo(`${server.origin}/no-store.png`);
    expect(server.requests.map((request) => request.headers["if-none-match"] ?? null)).toEqual([null, null]);
  });

  it("reuses a logo whose answer says nothing about caching for a while", async () => {
    await fetchLogo(`${server.origin}/plain.png`);
    await fetchLogo(`${server.origin}/plain.png`);
    expect(server.requests).toHaveLength(1);
  });

  it("downloads and decodes a logo once for concurrent requests of its URL", async () => {
    const logos = await Promise.all(Array.from({ length: 5 }, () => fetchLogo(`${server.origin}/fresh.png`)));
    expect(new Set(logos).size).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a non-image content type, saying which", async () => {
    expect((await logoError(`${server.origin}/page.html`)).message).toMatch(/not an image \(content type text\/html\)/);
  });

  it("refuses bytes sharp cannot decode even when labelled image/png", async () => {
    expect((await logoError(`${server.origin}/fake.png`)).message).toMatch(/cannot be decoded|can be decoded/);
  });

  it("reports the HTTP status of a missing logo", async () => {
    expect((await logoError(`${server.origin}/missing.png`)).message).toMatch(/HTTP 404/);
  });

  it("refuses private targets when they are not allowed, as a 400 on logo", async () => {
    allowPrivateTargets(false);
    expect((await logoError(`${server.origin}/fresh.png`)).message).toMatch(/private, loopback/);
    expect((await logoError("ftp://example.com/logo.png")).message).toMatch(/only http and https/);
    expect(server.requests).toHaveLength(0);
  });
});
