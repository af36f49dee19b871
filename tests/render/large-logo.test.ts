import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { GET } from "@/app/api/v1/qrcode/generate/route";
import { parseWith } from "@/lib/errors/parse-with";
import { decodeLogo } from "@/lib/render/decode-logo";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { decodeImage } from "./decode-image";
import { makeNoiseLogo } from "./test-logo";

// The validator and the decoder, observed (not replaced) wherever the app calls them.
vi.mock("@/lib/errors/parse-with", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/errors/parse-with")>();
  return { ...original, parseWith: vi.fn(original.parseWith) };
});
vi.mock("@/lib/render/decode-logo", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/render/decode-logo")>();
  return { ...original, decodeLogo: vi.fn(original.decodeLogo) };
});

useTestDatabase();

let logo: Buffer;
let server: LocalServer;
beforeAll(async () => {
  logo = await makeNoiseLogo();
  allowPrivateTargets(true);
  server = await startServer((_request, response) =>
    response.writeHead(200, { "content-type": "image/png" }).end(logo),
  );
});
afterAll(async () => {
  await server.close();
  allowPrivateTargets(false);
});

/** Anything binary anywhere inside a value handed to the validator. */
function holdsBinary(value: unknown, seen = new Set<unknown>()): boolean {
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return true;
  if (value === null || typeof value !== "object" || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((child) => holdsBinary(child, seen));
}

describe("a ~2 MB logo", () => {
  it("renders through GET /api/v1/qrcode/generate at several sizes: the image scans, the logo is fetched and decoded once, the validator never sees its bytes", async () => {
    expect(logo.byteLength).toBeGreaterThan(1.8 * 2 ** 20);
    const url = `${server.origin}/noise.png`;
    for (const [size, content] of [
      [512, "https://example.com/noise-a"],
      [640, "https://example.com/noise-b"],
      [300, "https://example.com/noise-c"],
    ] as const) {
      const answer = await call<Buffer>(
        GET,
        `/api/v1/qrcode/generate?${new URLSearchParams({ content, size: String(size), logo: url, errorCorrectionLevel: "H" })}`,
      );
      expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(200);
      expect((await sharp(answer.body).metadata()).width).toBe(size);
      expect((await decodeImage(answer.body)).text).toBe(content);
    }
    expect(server.requests).toHaveLength(1);
    expect(vi.mocked(decodeLogo)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(parseWith).mock.calls.length).toBeGreaterThan(0);
    expect(vi.mocked(parseWith).mock.calls.filter(([, input]) => holdsBinary(input))).toEqual([]);
  });

  it("the validator refuses binary input outright (a programming error, never a byte walk)", () => {
    expect(() => parseWith(z.object({}).passthrough(), { logo: Buffer.alloc(4) }, "body")).toThrow(TypeError);
  });
});
