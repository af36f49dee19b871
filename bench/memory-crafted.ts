// The crafted-image traffic of bench/memory.ts: a PNG of ~150 KB whose header declares 65535×600 px
// (~150 MB of pixels once decoded), sent everywhere a caller's image is decoded: an upload (POST
// /api/v1/logos), an anonymous generate's logo URL (served by this process on 127.0.0.1, a new URL
// per request so no cache answers) and an AI reference image (POST /api/v1/qrcodes/ai), a third
// each, CRAFTED_CONCURRENCY at a time. The server should refuse each by its header (a 400).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export const CRAFTED_REQUESTS = Number(process.env.BENCH_MEMORY_CRAFTED ?? 150);
export const CRAFTED_CONCURRENCY = 10;

/** One colour, 65535 × 600 px, compressed hard: ~150 KB. */
export function craftedPng(): Promise<Buffer> {
  return sharp({ create: { width: 65535, height: 600, channels: 4, background: "#dc2626" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface ImageServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `png` at every path on 127.0.0.1 (the bench server runs with ALLOW_PRIVATE_TARGETS=1). */
export async function serveImage(png: Buffer): Promise<ImageServer> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { "content-type": "image/png" }).end(png),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** CRAFTED_REQUESTS requests carrying the crafted image; the statuses the server answered. */
export async function driveCrafted(base: string, key: string, png: Buffer, images: ImageServer) {
  const statuses: Record<string, number> = {};
  const image = `data:image/png;base64,${png.toString("base64")}`;
  const json = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const one = async (i: number) => {
    let response: Response;
    if (i % 3 === 0)
      response = await fetch(`${base}/api/v1/logos`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ image }),
      });
    else if (i % 3 === 1) {
      const query = new URLSearchParams({
        content: `https://example.com/crafted/${i}`,
        logo: `${images.origin}/logo-${i}.png`,
      });
      response = await fetch(`${base}/api/v1/qrcode/generate?${query}`);
    } else {
      const body = { content: "https://example.com/menu", prompt: "a harbour", image };
      response = await fetch(`${base}/api/v1/qrcodes/ai`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(body),
      });
    }
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  };
  let next = 0;
  const worker = async () => {
    while (next < CRAFTED_REQUESTS) await one(next++);
  };
  await Promise.all(Array.from({ length: CRAFTED_CONCURRENCY }, worker));
  return { sent: next, statuses };
}

export const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");

interface CraftedRow {
  label: string;
  /** RSS after the varied requests, just before the crafted ones. */
  baselineRss: number;
  rss: number;
  peakRss: number;
  sent: number;
  seconds: number;
  statuses: Record<string, number>;
}

/** The crafted-image rows of the memory report, each against its own baseline. */
export function craftedTable(rows: CraftedRow[]): string[] {
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  const lines = [
    `Then ${CRAFTED_REQUESTS} requests carrying a ~150 KB PNG that declares 65535×600 px (a third each: upload, anonymous generate's logo URL, AI reference image), ` +
      `${CRAFTED_CONCURRENCY} at a time, on the same server; the baseline is its RSS after the varied requests.`,
    "",
    "| database | RSS baseline MB | crafted requests | s | RSS after MB | peak RSS MB | after / baseline | peak / baseline | statuses |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const ratio = (bytes: number) => `${(bytes / row.baselineRss).toFixed(2)}×`;
    lines.push(
      `| ${row.label} | ${mb(row.baselineRss)} | ${row.sent} | ${row.seconds.toFixed(0)} | ${mb(row.rss)} | ${mb(row.peakRss)} | ${ratio(row.rss)} | ${ratio(row.peakRss)} | ${statusList(row.statuses)} |`,
    );
  }
  return lines;
}
