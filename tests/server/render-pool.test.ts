import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../bench/seed-account";
import { decodeImage } from "../render/decode-image";
import { until } from "../short-links/load";
import { hasBuild, kill, type ServerProcess, startServer } from "./server-process";

// The production server draws images on its render threads (lib/render/render-pool.ts): what a
// client sees is the same images and errors as ever, and a burst past the queue is a 503.
const dataDirs: string[] = [];
let logoServer: Server;
let logoUrl: string;

async function serve(port: number, env: Record<string, string>, dataDir = newDataDir()): Promise<ServerProcess> {
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LIMIT_ANON_PER_MINUTE: "100000",
    LIMIT_IMAGE_PER_MINUTE: "100000",
    ALLOW_PRIVATE_TARGETS: "1",
    AI_CODE_COST: "0",
    ...env,
  });
  await until(
    () => server.output().includes("Codebeam is running"),
    `the server (output: ${server.output()})`,
    120_000,
  );
  return server;
}

const generateAt = (port: number, operation: "generate" | "print-check", query: string) =>
  fetch(`http://127.0.0.1:${port}/api/v1/qrcode/${operation}?${query}`, { signal: AbortSignal.timeout(60_000) });
const generate = (port: number, query: string) => generateAt(port, "generate", query);
const startOf = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString("latin1", 0, 5);
const content = () => `https://example.com/${randomBytes(6).toString("hex")}`;
const styled = "dotShape=dots&finderOuterShape=rounded&foregroundColor=%23135e96";

/** 40 distinct 1000 px styled renders at once: statuses and their Retry-After headers. */
async function burst(port: number): Promise<{ statuses: number[]; retryAfter: (string | null)[] }> {
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => generate(port, `content=${encodeURIComponent(content())}&size=1000&${styled}`)),
  );
  await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  const refused = answers.filter((answer) => answer.status === 503);
  return {
    statuses: answers.map((answer) => answer.status),
    retryAfter: refused.map((a) => a.headers.get("retry-after")),
  };
}

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-render-pool-"));
  dataDirs.push(dataDir);
  return dataDir;
}

beforeAll(async () => {
  const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#d9480f" } })
    .png()
    .toBuffer();
  logoServer = createServer((_request, response) => response.writeHead(200, { "content-type": "image/png" }).end(logo));
  await new Promise<void>((resolve) => logoServer.listen(0, "127.0.0.1", resolve));
  logoUrl = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/logo.png`;
});

afterAll(() => {
  logoServer?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasBuild)("images drawn on the production server's render threads", () => {
  it("answers the images, sheets and errors drawing on this thread would: PNG with a logo, SVG, PDF, a 400 naming the field", async () => {
    const dataDir = newDataDir();
    const { key } = await seed(undefined, dataDir); // an API key and 20 codes, before the server locks the database
    const server = await serve(3184, { RENDER_THREADS: "2" }, dataDir);
    try {
      const auth = { authorization: `Bearer ${key}` };
      const list = await fetch("http://127.0.0.1:3184/api/v1/qrcodes?size=20", { headers: auth });
      const ids = ((await list.json()) as { data: { id: string }[] }).data.map((code) => code.id);
      expect(ids).toHaveLength(20);
      const sheet = await fetch("http://127.0.0.1:3184/api/v1/qrcodes/sheet", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ ids, preset: "L7160", force: true }),
      });
      expect(sheet.status, server.output()).toBe(200);
      expect(sheet.headers.get("content-type")).toBe("application/pdf");
      expect(await startOf(sheet)).toBe("%PDF-");

      // The print check's simulated print and AI mode's scan check (both decoders) run there too.
      const check = await generateAt(3184, "print-check", "content=https%3A%2F%2Fexample.com%2Fp&widthMm=30");
      expect(check.status, server.output()).toBe(200);
      expect(await check.json()).toMatchObject({ ok: true });
      const reference = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2f6f4f" } })
        .png()
        .toBuffer();
      const ai = await fetch("http://127.0.0.1:3184/api/v1/qrcodes/ai", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          content: "https://example.com/menu",
          prompt: "a green field",
          image: `data:image/png;base64,${reference.toString("base64")}`,
        }),
      });
      expect(ai.status, server.output()).toBe(202);
      const { location } = (await ai.json()) as { location: string };
      let generation: { status: string; variants: { scannable: boolean }[] };
      do {
        await new Promise((resolve) => setTimeout(resolve, 200));
        generation = await (
          await fetch(`http://127.0.0.1:3184${new URL(location, "http://x").pathname}`, { headers: auth })
        ).json();
      } while (generation.status !== "SUCCEEDED" && generation.status !== "FAILED");
      expect(generation.status, server.output()).toBe("SUCCEEDED");
      expect(generation.variants.some((variant) => variant.scannable)).toBe(true);

      const text = content();
      const png = await generate(
        3184,
        `content=${encodeURIComponent(text)}&size=600&${styled}&logo=${encodeURIComponent(logoUrl)}`,
      );
      expect(png.status, server.output()).toBe(200);
      expect(png.headers.get("content-type")).toBe("image/png");
      const pngBytes = Buffer.from(await png.arrayBuffer());
      expect((await sharp(pngBytes).metadata()).width).toBe(600);
      expect((await decodeImage(pngBytes)).text).toBe(text);

      const svg = await generate(3184, `content=${encodeURIComponent(text)}&format=svg&${styled}`);
      expect(svg.status).toBe(200);
      expect(await svg.text()).toMatch(/^<svg/);

      const pdf = await generate(3184, `content=${encodeURIComponent(text)}&format=pdf`);
      expect(pdf.status).toBe(200);
      expect(await startOf(pdf)).toBe("%PDF-");

      // Thrown on a render thread, answered as it always was.
      const unreadable = await generate(3184, "content=x&foregroundColor=%23ffffff&backgroundColor=%23fefefe");
      expect(unreadable.status).toBe(400);
      const body = (await unreadable.json()) as { code: string; details?: { field: string }[] };
      expect(body.code).toBe("INVALID_REQUEST");
      expect(body.details?.map((issue) => issue.field)).toContain("styles.foregroundColor");
    } finally {
      kill(server.child);
    }
  }, 180_000);

  it("refuses a burst past RENDER_QUEUE_MAX with 503 and Retry-After, and serves again after it", async () => {
    const dataDir = newDataDir();
    const { shortCodes } = await seed(undefined, dataDir);
    const server = await serve(3184, { RENDER_THREADS: "1", RENDER_QUEUE_MAX: "1" }, dataDir);
    try {
      // Short links' images too, as their 503 page; nothing logged for it.
      const images = await Promise.all(
        shortCodes.map((code) => fetch(`http://127.0.0.1:3184/s/${code}/qr.png?size=1000`)),
      );
      await Promise.all(images.map((image) => image.arrayBuffer()));
      const imageStatuses = images.map((image) => image.status);
      expect(imageStatuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(imageStatuses).toContain(503);
      expect(images.find((image) => image.status === 503)?.headers.get("retry-after")).toBe("1");
      expect(server.output()).not.toContain("short link:");

      const { statuses, retryAfter } = await burst(3184);
      expect(
        statuses.filter((status) => status !== 200 && status !== 503),
        server.output(),
      ).toEqual([]);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(new Set(retryAfter)).toEqual(new Set(["1"]));
      expect((await generate(3184, `content=${encodeURIComponent(content())}`)).status).toBe(200);
    } finally {
      kill(server.child);
    }
  }, 180_000);

  it("draws on the event loop with RENDER_THREADS=0: the same burst is all served", async () => {
    const server = await serve(3185, { RENDER_THREADS: "0", RENDER_QUEUE_MAX: "1" });
    try {
      const { statuses } = await burst(3185);
      expect(new Set(statuses), server.output()).toEqual(new Set([200]));
    } finally {
      kill(server.child);
    }
  }, 180_000);
});
