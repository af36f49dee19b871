// Memory of the production server (`npm run build` first), started as users run it (`npm start`), on
// the embedded database and on a fresh PostgreSQL database,
// and reports RSS idle, RSS after N varied requests (bench/memory-varied.ts; only to 127.0.0.1,
// bounded in count and time), heapUsed vs RSS, and each bounded cache's entries and bytes per entry.
// Then, on the same server, crafted-image traffic (bench/memory-crafted.ts): RSS after it against
// RSS after the varied requests, the baseline. The server prints those figures on SIGUSR2 when
// started with MEMORY_REPORT=1 (lib/server/memory-report.ts).
//   npx tsx bench/memory.ts     (BENCH_MEMORY_REQUESTS, default 50000; BENCH_MEMORY_CRAFTED, default 150; BENCH_PORT, default 3700;
//                                BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
//                                BENCH_MEMORY_IDLE_S: seconds after the server is up that "idle" is read, default 60;
//                                BENCH_MEMORY_QUIET_S: seconds waited after the render-heavy mix, default 65;
//                                BENCH_NODE_ARGS: the bundle alone with these Node flags, e.g. "--enable-source-maps",
//                                instead of `npm start`)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase } from "./bench-database";
import { craftedPng, driveCrafted, serveImage } from "./memory-crafted";
import { measureTraffic } from "./memory-sampling";
import { formatMemoryTable, type MemoryRow } from "./memory-table";
import { driveRenders, RENDER_PHASE_ENV } from "./memory-render";
import { driveVaried } from "./memory-varied";
import { processTree } from "./process-tree";
import { benchServerEnv, startServer } from "./production-server";
import { seed } from "./seed-account";

const PORT = Number(process.env.BENCH_PORT ?? 3700);
// As users run it (`npm start`: npm and the server), unless BENCH_NODE_ARGS asks for other flags.
const VIA_NPM = process.env.BENCH_NODE_ARGS === undefined;
// Past the render threads' idle timeout: what the instance keeps once a burst is over.
const QUIET_S = Number(process.env.BENCH_MEMORY_QUIET_S ?? 65);
// Idle is what a started server settles at: after its background jobs' first turns (5 and 10 s in),
// the native memory trimmer's next look (lib/server/trim-native-memory.ts, every 10 s) and V8's
// memory reducer, which shrinks the heap a while after start-up (later on a busy machine).
const IDLE_S = Number(process.env.BENCH_MEMORY_IDLE_S ?? 60);

async function run(label: string, databaseUrl: string | undefined, port: number, png: Buffer): Promise<MemoryRow> {
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-memory-"));
  const seeded = await seed(databaseUrl, dataDir);
  const images = await serveImage(png);
  // Private targets allowed: the crafted logo URLs are served by this process on 127.0.0.1.
  const server = await startServer(
    { ...benchServerEnv(port, databaseUrl, dataDir), ALLOW_PRIVATE_TARGETS: "1", ...RENDER_PHASE_ENV },
    { npm: VIA_NPM },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
    const idle = await server.report();
    const idleTree = processTree(server.child.pid ?? 0);
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    const group = mb(idleTree.reduce((sum, process) => sum + process.rss, 0));
    console.error(
      `${label}: idle ${IDLE_S} s after start, the server ${mb(idle.memory.rss)} MB, the group ${group} MB`,
    );
    const varied = await measureTraffic(server, () => driveVaried(base, seeded));
    const crafted = await measureTraffic(server, () => driveCrafted(base, seeded.key, png, images));
    const rendered = await measureTraffic(server, () => driveRenders(base, seeded));
    await new Promise((resolve) => setTimeout(resolve, QUIET_S * 1000));
    const quiet = {
      label: `${QUIET_S} s later`,
      report: await server.report(),
      tree: processTree(server.child.pid ?? 0),
    };
    return { label, idle, idleTree, ...varied, crafted, rendered, quiet };
  } finally {
    await server.stop();
    await images.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMemoryBench(): Promise<string> {
  if (!fs.existsSync(".next/codebeam-server.mjs")) throw new Error("No production build: run `npm run build` first.");
  const rows: MemoryRow[] = [];
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
  return formatMemoryTable(rows);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(await runMemoryBench());
}
