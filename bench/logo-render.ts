// Rendering with a ~2 MB logo must not stall the event loop. Through the public handler
// GET /api/v1/qrcode/generate, in one process on an in-memory PGlite: the same render loop without
// a logo (the baseline), then with an 820×820 random-noise PNG served by a local HTTP server, at
// one size and at a new size per request. Per row: event-loop delay (perf_hooks
// monitorEventLoopDelay, p50 / p99 / max) while the loop runs, the event loop's busy time per
// request (eventLoopUtilization: the JS-side cost, whatever else the machine runs), and RSS growth.
//   npx tsx bench/logo-render.ts [--n 24 --concurrency 3]
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { GET as generate } from "../app/api/v1/qrcode/generate/route";
import { CLIENT_IP_HEADER } from "../lib/api/client-ip";
import { resetConfigForTests } from "../lib/config/env";
import { openDatabase, useDatabase } from "../lib/db/client";

const WARMUP = 5;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Row {
  name: string;
  n: number;
  seconds: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  /** Time the event loop was busy (not waiting for I/O or sharp's threads), per request. */
  loopBusyMsPerRequest: number;
  rssGrowthMb: number;
}

/** An 820×820 RGB PNG of random noise: about 2 MB that no compressor can shrink. */
export function noiseLogo(side = 820): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

async function serve(body: Buffer): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/logo.png`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `n` requests, `concurrency` at a time, each for its own content (no output cache can answer it). */
async function row(
  name: string,
  query: (i: number) => string,
  { n, concurrency }: { n: number; concurrency: number },
): Promise<Row> {
  const once = async (i: number) => {
    const request = new Request(`http://localhost:3000/api/v1/qrcode/generate?${query(i)}`, {
      headers: { [CLIENT_IP_HEADER]: "203.0.113.9" },
    });
    const response = await (generate as Handler)(request, { params: Promise.resolve({}) });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${Buffer.from(body).toString()}`);
  };
  for (let i = 1; i <= WARMUP; i++) await once(-i); // the logo fetched, sharp, the schemas and the JIT warmed
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const elu = performance.eventLoopUtilization();
  const started = process.hrtime.bigint();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        await once(next++);
        rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  histogram.disable();
  const busy = performance.eventLoopUtilization(elu);
  clearInterval(sampler);
  const ms = (ns: number) => ns / 1e6;
  return {
    name,
    n,
    seconds,
    delayP50Ms: ms(histogram.percentile(50)),
    delayP99Ms: ms(histogram.percentile(99)),
    delayMaxMs: ms(histogram.max),
    loopBusyMsPerRequest: busy.active / n,
    rssGrowthMb: (rssPeak - rssBefore) / 2 ** 20,
  };
}

function table(rows: Row[]): string {
  const base = rows[0];
  const cells = rows.map((r) => [
    r.name,
    String(r.n),
    (r.n / r.seconds).toFixed(1),
    r.delayP50Ms.toFixed(1),
    r.delayP99Ms.toFixed(1),
    r.delayMaxMs.toFixed(1),
    `${(r.delayP99Ms / base.delayP99Ms).toFixed(1)}×`,
    r.loopBusyMsPerRequest.toFixed(1),
    `${(r.loopBusyMsPerRequest / base.loopBusyMsPerRequest).toFixed(1)}×`,
    r.rssGrowthMb.toFixed(0),
  ]);
  const headers = [
    "render loop",
    "n",
    "req/s",
    "loop delay p50 ms",
    "p99 ms",
    "max ms",
    "p99 vs baseline",
    "loop busy ms/req",
    "busy vs baseline",
    "RSS growth MB",
  ];
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((cell) => cell[column].length)));
  const line = (cell: string[]) =>
    `| ${cell.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join(" | ")} |`;
  return [
    line(headers),
    `|${widths.map((width, column) => (column === 0 ? ` ${"-".repeat(width)} ` : ` ${"-".repeat(width - 1)}: `)).join("|")}|`,
    ...cells.map(line),
  ].join("\n");
}

export async function runLogoRenderBench({ n = 24, concurrency = 3 } = {}): Promise<string> {
  process.env.LIMIT_ANON_PER_MINUTE = "1000000000";
  process.env.ALLOW_PRIVATE_TARGETS = "1";
  resetConfigForTests();
  const database = await openDatabase({ databaseUrl: undefined, dataDir: null });
  useDatabase(database);
  const logo = await noiseLogo();
  const server = await serve(logo);
  const content = (i: number) =>
    `content=${encodeURIComponent(`https://codebeam.dev/r/item-${i}-${randomBytes(4).toString("hex")}`)}`;
  const logoParam = `logo=${encodeURIComponent(server.url)}`;
  const options = { n, concurrency };
  try {
    // Untimed: whatever a first request pays once (PGlite's first writes, the JIT) lands in no row.
    await row("warm-up", (i) => `${content(i)}&size=512`, { n: 10, concurrency });
    const rows = [
      await row("no logo, 512 px (baseline)", (i) => `${content(i)}&size=512`, options),
      await row("2 MB noise logo, 512 px", (i) => `${content(i)}&size=512&${logoParam}`, options),
      await row(
        "2 MB noise logo, a new size each",
        (i) => `${content(i)}&size=${300 + (i + 1) * 7}&${logoParam}`,
        options,
      ),
      // The baseline again: how far apart two runs of the same loop are on this machine now.
      await row("no logo, 512 px (baseline again)", (i) => `${content(i)}&size=512`, options),
    ];
    return (
      `${table(rows)}\n(logo ${(logo.byteLength / 2 ** 20).toFixed(2)} MB PNG; ${n} requests per row, ${concurrency} at a time, after ${WARMUP} warm-up; ` +
      `Node ${process.version}, sharp concurrency ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? "default"})`
    );
  } finally {
    await server.close();
    useDatabase(undefined);
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { n: { type: "string", default: "24" }, concurrency: { type: "string", default: "3" } },
  });
  console.log(await runLogoRenderBench({ n: Number(values.n), concurrency: Number(values.concurrency) }));
}
