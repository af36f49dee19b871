import v8 from "node:v8";
import vm from "node:vm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/v1/logos/route";
import { GET as generateRoute } from "@/app/api/v1/qrcode/generate/route";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { LOGO_SIZE_LIMITS } from "@/lib/render/decode-logo-limits";
import { createAi, setEnv } from "../ai/ai-helpers";
import { type Headers, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { type CallResult, call } from "../helpers/http";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { expectDocumented } from "../openapi/expect-documented";
import { declaredPng } from "./declared-png";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// An image small on the wire whose header declares a huge size: 65535 × 600 px in ~150 KB, ~150 MB
// of pixels once decoded. Every path that decodes a caller's image must refuse it by its header.

useTestDatabase();

const MB = 2 ** 20;
const PARALLEL = 10;
let crafted: Buffer;
let images: LocalServer;
let owner: Headers;
const document = buildOpenApiDocument() as Record<string, any>;
const dataUrl = (bytes: Buffer, type = "png") => `data:image/${type};base64,${bytes.toString("base64")}`;

beforeAll(async () => {
  crafted = await declaredPng(65535, 600);
  setEnv({ AI_PROVIDER: undefined }); // the builtin engine: a reference image is decoded before anything is queued
  allowPrivateTargets(true); // the logo URL is served from 127.0.0.1
  images = await startServer((_request, response) =>
    response.writeHead(200, { "content-type": "image/png" }).end(crafted),
  );
  owner = (await makeOwner()).headers;
});
afterAll(async () => {
  await images?.close();
  allowPrivateTargets(false);
});

// Each path the crafted image can take: an upload, an anonymous generate's logo URL, an AI
// reference image as a data: URL and as a URL. Each request names a new URL, so no cache answers.
let sent = 0;
const paths = {
  upload: () =>
    call(uploadRoute, "/api/v1/logos", { method: "POST", headers: owner, body: { image: dataUrl(crafted) } }),
  generate: () => {
    const query = new URLSearchParams({
      content: "https://example.com/menu",
      logo: `${images.origin}/logo-${sent++}.png`,
    });
    return call(generateRoute, `/api/v1/qrcode/generate?${query}`);
  },
  aiUpload: () =>
    createAi(owner, { content: "https://example.com/menu", prompt: "a harbour", image: dataUrl(crafted) }),
  aiUrl: () =>
    createAi(owner, {
      content: "https://example.com/menu",
      prompt: "a harbour",
      image: `${images.origin}/photo-${sent++}.png`,
    }),
};
const documented: Record<keyof typeof paths, [string, string, string]> = {
  upload: ["post", "/api/v1/logos", "image"],
  generate: ["get", "/api/v1/qrcode/generate", "logo"],
  aiUpload: ["post", "/api/v1/qrcodes/ai", "image"],
  aiUrl: ["post", "/api/v1/qrcodes/ai", "image"],
};

// The JS heap is collected before each reading, so what remains is what native code (libvips, the
// allocator) holds: the files imported and the database migrated before this test leave garbage.
v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as () => void;
function settledRss(): number {
  collect();
  collect();
  return process.memoryUsage().rss;
}

function expectRefused(name: keyof typeof paths, result: CallResult): void {
  const [method, path, field] = documented[name];
  expect(result.status, `${name}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(400);
  expect(result.body.details).toEqual([{ field, message: expect.stringContaining("65535×600 px") }]);
  expect(result.body.details[0].message).toContain("at most 2048 px on a side");
  expectDocumented(document, method, path, result);
}

describe("an image declaring 65535 × 600 px in ~150 KB", () => {
  it("is refused by its header on every path, with a 400 naming the field, as the document says", async () => {
    expect(crafted.byteLength).toBeLessThan(200 * 1024);
    for (const [name, send] of Object.entries(paths) as [keyof typeof paths, () => Promise<CallResult>][])
      expectRefused(name, await send());
    // The limit is stated where each of these fields is described.
    const logoParameter = document.paths["/api/v1/qrcode/generate"].get.parameters.find(
      (parameter: { name: string }) => parameter.name === "logo",
    );
    for (const description of [
      document.paths["/api/v1/logos"].post.description,
      logoParameter.description,
      document.components.schemas.GenerateQr.properties.logo.description,
      document.components.schemas.CreateAiCode.properties.image.description,
    ])
      expect(description).toContain(LOGO_SIZE_LIMITS);
  });

  it(`sent ${PARALLEL} times at once on each path, leaves this process's RSS within 50 MB of where it was`, async () => {
    const rounds = Object.entries(paths) as [keyof typeof paths, () => Promise<CallResult>][];
    for (const [, send] of rounds) await send(); // modules, statements and connections warmed first
    const before = settledRss();
    const answers: [keyof typeof paths, CallResult[]][] = [];
    for (const [name, send] of rounds) answers.push([name, await Promise.all(Array.from({ length: PARALLEL }, send))]);
    const grown = settledRss() - before;
    expect(grown / MB, `RSS grew by ${(grown / MB).toFixed(0)} MB`).toBeLessThan(50);
    for (const [name, results] of answers) for (const result of results) expectRefused(name, result);
  });
});

describe("large images a logo can still be decoded from", () => {
  it("a baseline JPEG of 8192 × 2048 px is shrunk while decoding; a 2048² PNG is decoded; 2049 px is refused", async () => {
    const upload = (bytes: Buffer, type = "png") =>
      call(uploadRoute, "/api/v1/logos", { method: "POST", headers: owner, body: { image: dataUrl(bytes, type) } });
    const jpeg = await sharp({ create: { width: 8192, height: 2048, channels: 3, background: "#1d4ed8" } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const shrunk = await upload(jpeg, "jpeg");
    expect(shrunk.status, JSON.stringify(shrunk.body)).toBe(201);
    expect(shrunk.body).toMatchObject({ width: 1024, height: 256 });
    expect((await upload(await declaredPng(2048, 2048))).body).toMatchObject({ width: 1024, height: 1024 });
    const refused = await upload(await declaredPng(2049, 16));
    expect(refused.status).toBe(400);
    expect(refused.body.details[0]).toMatchObject({ field: "image", message: expect.stringContaining("2049×16 px") });
  });
});

describe("bytes that are no usable image", () => {
  it("are a 400 on the field, never a 500: empty, or a PNG header with no pixels after it", async () => {
    const headerOnly = (await declaredPng(64, 64)).subarray(0, 33); // signature and IHDR only
    for (const image of ["data:image/png;base64,A", dataUrl(headerOnly)]) {
      const answer = await call(uploadRoute, "/api/v1/logos", { method: "POST", headers: owner, body: { image } });
      expect(answer.status, image.slice(0, 40)).toBe(400);
      expect(answer.body.details).toEqual([
        { field: "image", message: expect.stringContaining("is not an image that can be decoded") },
      ]);
    }
  });
});
