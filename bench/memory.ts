// Memory of the production server process (`npm run build` first): starts .next/codebeam-server.mjs
// with the Node flags `npm start` uses, on the embedded database and on a fresh PostgreSQL database,
// and reports RSS idle, RSS after N varied requests (unknown code ids, distinct generate contents,
// lists with an API key, redirects of real short links; only to 127.0.0.1, bounded in count and
// time), heapUsed vs RSS, and each bounded cache's entries and bytes per entry. Then, on the same
// server, crafted-image traffic (bench/memory-crafted.ts): RSS after it against RSS after the varied
// requests, the baseline. The server prints those figures on SIGUSR2 when started with
// MEMORY_REPORT=1 (lib/server/memory-report.ts).
//   npx tsx bench/memory.ts     (BENCH_MEMORY_REQUESTS, default 50000; BENCH_MEMORY_CRAFTED, default 150; BENCH_PORT, default 3700;
//                                BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
//                                BENCH_NODE_ARGS overrides the Node flags, e.g. "--enable-source-maps")
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../scripts/lib/server-args.mjs";
import { openDatabase } from "../lib/db/client";
import { createBenchDatabase } from "./bench-database";
import { generateApiKey, hashApiKey } from "../lib/keys/key-format";
import { MEMORY_REPORT_PREFIX, type memoryReport } from "../lib/server/memory-report";
import { craftedPng, craftedTable, driveCrafted, serveImage, statusList } from "./memory-crafted";

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 50_000);
const CONCURRENCY = 16;
const TIME_LIMIT_MS = 15 * 60_000;
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const NODE_ARGS =
  process.env.BENCH_NODE_ARGS !== undefined
    ? process.env.BENCH_NODE_ARGS.split(/\s+/).filter(Boolean)
    : SERVER_NODE_ARGS;
const SHORT_CODES = 20;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const MB = 2 ** 20;

type Report = ReturnType<typeof memoryReport>;

export interface Seed {
  key: string;
  shortCodes: string[];
}

/** An account, a user, an API key and SHORT_CODES dynamic codes, written before the server starts. */
export async function seed(databaseUrl: string | undefined, dataDir: string | undefined): Promise<Seed> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const prisma = database.prisma;
    const account = await prisma.account.create({ data: { name: "memory bench" }, select: { id: true } });
    const user = await prisma.user.create({
      data: {
        accountId: account.id,
        name: "Bench",
        email: `bench-${randomBytes(4).toString("hex")}@example.com`,
        passwordHash: "x",
      },
      select: { id: true },
    });
    const key = generateApiKey();
    await prisma.apiKey.create({
      data: {
        accountId: account.id,
        createdById: user.id,
        name: "bench",
        keyHash: hashApiKey(key),
        lastFour: key.slice(-4),
        permissions: ["qrcode:generate", "qrcode:create"],
      },
    });
    const shortCodes: string[] = [];
    for (let i = 0; i < SHORT_CODES; i++) {
      const shortCode = `mem${i.toString().padStart(4, "0")}`;
      await prisma.qrCode.create({
        data: {
          accountId: account.id,
          name: `Bench ${i}`,
          content: `https://example.com/${i}`,
          targetUrl: `https://example.com/landing/${i}`,
          shortCode,
          templateUsed: "minimal",
          matchedKeywords: [],
          styles: {},
        },
        select: { id: true },
      });
      shortCodes.push(shortCode);
    }
    return { key, shortCodes };
  } finally {
    await database.close();
  }
}

interface Server {
  child: ChildProcess;
  report: () => Promise<Report>;
  stop: () => Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [...NODE_ARGS, ".next/codebeam-server.mjs"], {
    env: {
      ...SERVER_ENV,
      ...process.env,
      ...env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      MEMORY_REPORT: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffered = "";
  const waiting: ((report: Report) => void)[] = [];
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline = buffered.indexOf("\n");
    while (newline !== -1) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (line.startsWith(MEMORY_REPORT_PREFIX))
        waiting.shift()?.(JSON.parse(line.slice(MEMORY_REPORT_PREFIX.length)) as Report);
      else if (line.includes("Codebeam is running")) ready();
      newline = buffered.indexOf("\n");
    }
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await Promise.race([started, exited.then(() => Promise.reject(new Error("server exited before listening")))]);
  return {
    child,
    report: () =>
      new Promise<Report>((resolve) => {
        waiting.push(resolve);
        child.kill("SIGUSR2");
      }),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** RSS of the process and of every descendant (an idle instance should be one process). */
function processTree(pid: number): { pid: number; rss: number; command: string }[] {
  const rows: { pid: number; rss: number; command: string }[] = [];
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      const command = fs.readFileSync(`/proc/${id}/cmdline`, "utf8").split("\0").join(" ").slice(0, 60);
      rows.push({ pid: id, rss, command });
      const children = fs.readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) visit(Number(child));
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return rows;
}

/** The varied requests, a quarter each, CONCURRENCY at a time, stopped at TIME_LIMIT_MS. */
async function drive(
  base: string,
  { key, shortCodes }: Seed,
): Promise<{ sent: number; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const auth = { authorization: `Bearer ${key}`, "user-agent": PHONE };
  const deadline = Date.now() + TIME_LIMIT_MS;
  let next = 0;
  const one = async (i: number) => {
    let url: string;
    switch (i % 4) {
      case 0:
        url = `${base}/api/v1/qrcodes/c${randomBytes(12).toString("hex")}`;
        break;
      case 1:
        url = `${base}/api/v1/qrcode/generate?content=${encodeURIComponent(`https://example.com/item/${i}-${randomBytes(4).toString("hex")}`)}&size=256`;
        break;
      case 2:
        url = `${base}/api/v1/qrcodes?page=${1 + (i % 3)}&size=${5 + (i % 20)}`;
        break;
      default:
        url = `${base}/s/${shortCodes[i % shortCodes.length]}`;
    }
    const response = await fetch(url, { headers: auth, redirect: "manual" });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  };
  const worker = async () => {
    while (next < REQUESTS && Date.now() < deadline) await one(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sent: next, statuses };
}

interface Traffic {
  after: Report;
  peakRss: number;
  sent: number;
  statuses: Record<string, number>;
  seconds: number;
}

interface Row extends Traffic {
  label: string;
  idle: Report;
  idleTree: { pid: number; rss: number; command: string }[];
  crafted: Traffic;
}

/** A bench server's environment: on 127.0.0.1:port, fresh secrets, limits out of the way. */
export function benchServerEnv(
  port: number,
  databaseUrl: string | undefined,
  dataDir: string | undefined,
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    VISITOR_HASH_SECRET: randomBytes(32).toString("hex"),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString("base64"),
    LIMIT_KEY_PER_MINUTE: "10000000",
    LIMIT_KEY_PER_DAY: "10000000",
    LIMIT_ANON_PER_MINUTE: "10000000",
    LIMIT_IMAGE_PER_MINUTE: "10000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "", DATA_DIR: dataDir ?? "" }),
  };
}

/** Runs `traffic` against the server, sampling its RSS, then reports once it settled. */
async function measure(
  server: Server,
  traffic: () => Promise<{ sent: number; statuses: Record<string, number> }>,
): Promise<Traffic> {
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, processTree(server.child.pid ?? 0)[0]?.rss ?? 0);
  }, 250);
  const started = Date.now();
  const { sent, statuses } = await traffic();
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await server.report();
  return { after, peakRss: Math.max(peakRss, after.memory.rss), sent, statuses, seconds };
}

async function run(label: string, databaseUrl: string | undefined, port: number, png: Buffer): Promise<Row> {
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-memory-"));
  const seeded = await seed(databaseUrl, dataDir);
  const images = await serveImage(png);
  // Private targets allowed: the crafted logo URLs are served by this process on 127.0.0.1.
  const server = await startServer({ ...benchServerEnv(port, databaseUrl, dataDir), ALLOW_PRIVATE_TARGETS: "1" });
  const base = `http://127.0.0.1:${port}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await server.report();
    const idleTree = processTree(server.child.pid ?? 0);
    const varied = await measure(server, () => drive(base, seeded));
    const crafted = await measure(server, () => driveCrafted(base, seeded.key, png, images));
    return { label, idle, idleTree, ...varied, crafted };
  } finally {
    await server.stop();
    await images.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => (bytes / MB).toFixed(0);

function format(rows: Row[]): string {
  const lines = [
    `Memory bench: node ${NODE_ARGS.join(" ")} .next/codebeam-server.mjs, Node ${process.version}; ${REQUESTS} requests (¼ unknown ids, ¼ distinct generates, ¼ lists, ¼ redirects), ${CONCURRENCY} at a time.`,
    "",
    "| database | processes idle | RSS idle MB | heapUsed idle MB | requests | s | RSS after MB | peak RSS MB | heapUsed after MB | heapTotal after MB | external MB (incl. ArrayBuffers) | statuses |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const m = row.after.memory;
    lines.push(
      `| ${row.label} | ${row.idleTree.length} | ${mb(row.idle.memory.rss)} | ${mb(row.idle.memory.heapUsed)} | ${row.sent} | ${row.seconds.toFixed(0)} | ${mb(m.rss)} | ${mb(row.peakRss)} | ${mb(m.heapUsed)} | ${mb(m.heapTotal)} | ${mb(m.external)} | ${statusList(row.statuses)} |`,
    );
  }
  lines.push(
    "",
    ...craftedTable(
      rows.map(({ label, after, crafted }) => ({
        label,
        baselineRss: after.memory.rss,
        ...crafted,
        rss: crafted.after.memory.rss,
      })),
    ),
  );
  lines.push("", "| database | cache | entries | bytes | bound | bytes per entry |", "|---|---|---|---|---|---|");
  for (const row of rows) {
    for (const [name, usage] of Object.entries(row.after.caches)) {
      const perEntry = usage.entries ? Math.round(usage.bytes / usage.entries) : 0;
      lines.push(`| ${row.label} | ${name} | ${usage.entries} | ${usage.bytes} | ${usage.maxBytes} | ${perEntry} |`);
    }
  }
  return lines.join("\n");
}

export async function runMemoryBench(): Promise<string> {
  if (!fs.existsSync(".next/codebeam-server.mjs")) throw new Error("No production build: run `npm run build` first.");
  const rows: Row[] = [];
  const png = await craftedPng();
  if (process.env.BENCH_MEMORY_ONLY !== "postgres") rows.push(await run("embedded (PGlite)", undefined, PORT, png));
  if (process.env.BENCH_MEMORY_ONLY !== "embedded") {
    const database = await createBenchDatabase("codebeam_memory");
    if (database) {
      try {
        rows.push(await run("PostgreSQL", database.url, PORT + 1, png));
      } finally {
        await database.drop();
      }
    }
  }
  return format(rows);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(await runMemoryBench());
}
