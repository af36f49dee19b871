import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import { drawQr } from "@/lib/render/render-image";
import { useTestDatabase } from "../helpers/database";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { decodeImage } from "../render/decode-image";
import { makeNoiseLogo } from "../render/test-logo";
import { BASE, DESKTOP, makeCode, scanRows, type ShortLinkServer, startShortLinkServer } from "./short-link-harness";

// Renders counted where the app calls them (the real renderer runs).
vi.mock("@/lib/render/render-image", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/render/render-image")>();
  return { ...original, drawQr: vi.fn(original.drawQr) };
});

const LIMIT = 24;
const database = useTestDatabase();
let server: ShortLinkServer;
let logoServer: LocalServer;
beforeAll(async () => {
  process.env.LIMIT_IMAGE_PER_MINUTE = String(LIMIT);
  allowPrivateTargets(true); // also re-reads the configuration
  const logo = await makeNoiseLogo();
  logoServer = await startServer((_request, response) =>
    response.writeHead(200, { "content-type": "image/png" }).end(logo),
  );
  server = await startShortLinkServer(database.current(), { trustProxy: true });
});
afterAll(async () => {
  await server.close();
  await logoServer.close();
  delete process.env.LIMIT_IMAGE_PER_MINUTE;
  allowPrivateTargets(false);
  resetConfigForTests();
});
afterEach(() => {
  vi.useRealTimers();
});

async function get(path: string, ip: string) {
  const response = await fetch(`${server.origin}${path}`, {
    headers: { "user-agent": DESKTOP, "x-forwarded-for": ip },
  });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe("public short-link images under load", () => {
  it("answers 20 different sizes from a few renders: each size snaps up to 128, 256, 512 or the 1000 px cap", async () => {
    const code = await makeCode(database.current());
    const sizes = [64, 100, 127, 128, 129, 200, 255, 256, 257, 300, 400, 511, 512, 513, 600, 700, 800, 999, 1000, 777];
    vi.mocked(drawQr).mockClear();
    const widths = new Map<number, number>();
    for (const size of sizes) {
      const answer = await get(`/s/${code.shortCode}/qr.png?size=${size}`, "198.51.100.1");
      expect(answer.status, String(size)).toBe(200);
      widths.set(size, (await sharp(answer.body).metadata()).width!);
    }
    expect([...new Set(widths.values())].sort((a, b) => a - b)).toEqual([128, 256, 512, 1000]);
    for (const [size, width] of widths)
      expect(width, String(size)).toBe([128, 256, 512, 1000].find((step) => step >= size));
    expect(vi.mocked(drawQr)).toHaveBeenCalledTimes(4);
    // Every view is still an impression.
    expect(await scanRows(database.current(), code.id)).toHaveLength(sizes.length);
  });

  it(`answers 429 with Retry-After after ${LIMIT} images a minute from one IP, recording nothing more; other IPs are served`, async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T10:00:20Z") }); // one rate-limit window for the whole test
    const code = await makeCode(database.current());
    for (let i = 0; i < LIMIT; i++)
      expect((await get(`/s/${code.shortCode}/qr.svg?size=${64 + i}`, "198.51.100.2")).status, String(i)).toBe(200);
    const refused = await get(`/s/${code.shortCode}/qr.png`, "198.51.100.2");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.toString()).toContain(`${LIMIT} per minute`);
    expect(await scanRows(database.current(), code.id)).toHaveLength(LIMIT);
    expect((await get(`/s/${code.shortCode}/qr.png`, "198.51.100.3")).status).toBe(200);
    // The redirect itself is never limited.
    const click = await fetch(`${server.origin}/s/${code.shortCode}`, {
      redirect: "manual",
      headers: { "user-agent": DESKTOP, "x-forwarded-for": "198.51.100.2" },
    });
    expect(click.status).toBe(302);
  });

  it("serves a code whose logo is a ~2 MB noise PNG: the image scans", async () => {
    const code = await makeCode(database.current());
    await database.current().prisma.qrCode.update({
      where: { id: code.id },
      data: { logoUrl: `${logoServer.origin}/noise.png`, errorCorrectionLevel: "H" },
    });
    for (const size of [300, 600]) {
      const answer = await get(`/s/${code.shortCode}/qr.png?size=${size}`, "198.51.100.4");
      expect(answer.status).toBe(200);
      expect((await decodeImage(answer.body)).text).toBe(`${BASE}/${code.shortCode}`);
    }
    expect(logoServer.requests).toHaveLength(1);
  });
});
