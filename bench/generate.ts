// Uncached image generation through the production server (`node .next/codebeam-server.mjs` as
// npm start runs it; `npm run build` first): GET /api/v1/qrcode/generate with an API key, a new
// content on every request (no image cache can answer), against a bare Node server that calls
// qrcode.toBuffer on the same requests, each server right after the other in one run, on the
// embedded database and on PostgreSQL (127.0.0.1:5432, BENCH_DATABASE_URL).
//   npx tsx bench/generate.ts    (BENCH_DURATION seconds per row, default 10; BENCH_PORT, default 3170)
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import QRCode from "qrcode";
import { uploadBrandMark } from "./bench-logo";
import { autocannon, type CannonResult, DURATION_S, PORTS } from "./cannon";
import { createBenchDatabase } from "./bench-database";
import { benchServerEnv, startServer } from "./production-server";
import { seed } from "./seed-account";

const SIZE = 512;
// 50 clients at once: more than the render threads and their queue's share, so back-pressure would show
// as 503s in the statuses column (BENCH_CONNECTIONS to change it).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// A server in service is past its first seconds: the render threads starting and tiering up their
// code, PGlite's WebAssembly compiled by TurboFan in the background. Measured after 2 s of warm-up
// the server row was 80–100 req/s; after 15 s, 120–155 (same build, alternated). The bare server's
// warm-up is the same. BENCH_GENERATE_WARMUP to change it.
const GENERATE_WARMUP_S = Number(process.env.BENCH_GENERATE_WARMUP ?? 15);
const ROWS = [
  { label: "default template (flat squares)", query: "templateId=default" },
  { label: "social-sunset-gradient (dots, gradient, rounded finders)", query: "templateId=social-sunset-gradient" },
  // `logo` is filled in with the account's upload once the server runs.
  {
    label: "social-sunset-gradient + a 400 px uploaded logo (brand mark)",
    query: "templateId=social-sunset-gradient&logo=",
  },
];

/** The bare server: qrcode.toBuffer of the request's `content` at SIZE px, nothing else. */
function serveBare(port: number): void {
  http
    .createServer(async (request, response) => {
      const content = new URL(request.url ?? "/", "http://x").searchParams.get("content") ?? "";
      const body = await QRCode.toBuffer(content, { type: "png", width: SIZE });
      response.writeHead(200, { "content-type": "image/png", "content-length": body.length }).end(body);
    })
    .listen(port, "127.0.0.1", () => process.send?.("ready"));
}

/** autocannon against `base` + path, a new content per request (counter in the query). */
async function load(
  port: number,
  pathFor: (n: number) => string,
  headers: Record<string, string> = {},
): Promise<CannonResult> {
  let n = 0;
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    headers,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: pathFor(n++) }) }],
  };
  await autocannon({ ...options, duration: GENERATE_WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

const contentPath = (prefix: string) => (n: number) =>
  `${prefix}content=${encodeURIComponent(`https://codebeam.dev/r/item-${n}-${randomBytes(3).toString("hex")}?utm_source=poster`)}`;

async function runBare(): Promise<CannonResult> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve-bare"], { execArgv: ["--import", "tsx"] });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  try {
    return await load(PORTS.bare, contentPath("/?"));
  } finally {
    child.kill();
  }
}

const statuses = (result: CannonResult) =>
  Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(", ");

/** The rows on one database: the server started once, each row right after its own bare run. */
async function runOn(database: string, databaseUrl?: string): Promise<string[]> {
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-bench-"));
  const { key } = await seed(databaseUrl, dataDir);
  const port = PORTS.shortlink;
  const server = await startServer(benchServerEnv(port, databaseUrl, dataDir));
  const lines: string[] = [];
  try {
    const logo = encodeURIComponent(await uploadBrandMark(`http://127.0.0.1:${port}`, key));
    for (const row of ROWS) {
      const query = row.query.endsWith("logo=") ? `${row.query}${logo}` : row.query;
      const bare = await runBare();
      const result = await load(port, contentPath(`/api/v1/qrcode/generate?format=png&size=${SIZE}&${query}&`), {
        authorization: `Bearer ${key}`,
      });
      const ratio = `${(result.requests.average / bare.requests.average).toFixed(2)}×`;
      lines.push(
        `| ${database}, ${row.label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(bare.requests.average)} | ${bare.latency.p99} | ${ratio} | ${statuses(result)} |`,
      );
    }
  } finally {
    await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

export async function runGenerateBench(): Promise<string> {
  const lines = [
    `Generate bench: GET /api/v1/qrcode/generate, PNG ${SIZE} px, a new content per request, autocannon ${CONNECTIONS} connections, ${DURATION_S} s after ${GENERATE_WARMUP_S} s warm-up, Node ${process.version}, ${os.cpus().length} CPUs.`,
    "Production server with an API key (limits raised; each request checks the key and two rate-limit counters); each row right after its own bare qrcode.toBuffer run.",
    "",
    "| row | req/s | p50 ms | p99 ms | bare toBuffer req/s | bare p99 ms | ratio to bare | statuses |",
    "|---|---|---|---|---|---|---|---|",
    ...(await runOn("embedded")),
  ];
  const database = await createBenchDatabase("codebeam_bench");
  if (database) {
    try {
      lines.push(...(await runOn("PostgreSQL", database.url)));
    } finally {
      await database.drop();
    }
  }
  return lines.join("\n");
}

if (process.argv.includes("--serve-bare")) serveBare(PORTS.bare);
else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await runGenerateBench());
