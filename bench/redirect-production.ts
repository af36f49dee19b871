// The redirect bench's production-server rows: `node .next/codebeam-server.mjs` as npm start runs
// it (Next loaded, dispatcher running), each right after its own bare Node run, every 302 checked
// against the scan rows committed. Run through bench/redirect.ts.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { BENCH_PG_URL, createBenchDatabase } from "./bench-database";
import { setPostgresReadOnly } from "./database-read-only";
import { autocannon, CONNECTIONS, DURATION_S, PHONE, PORTS } from "./cannon";
import { runBare } from "./redirect-children";
import { seed } from "./seed-account";
import { startServer } from "./production-server";
import { cpuPer, machineOver } from "./thread-cpu";

/** PostgreSQL's counters for one database: rows written and transactions committed (each autocommitted statement is one round trip). */
async function databaseCounters(databaseUrl: string): Promise<{ written: number; commits: number }> {
  const client = new pg.Client({ connectionString: BENCH_PG_URL });
  await client.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rows } = await client.query<{ written: string; commits: string }>(
      `SELECT tup_inserted + tup_updated + tup_deleted AS written, xact_commit AS commits FROM pg_stat_database WHERE datname = $1`,
      [name],
    );
    return { written: Number(rows[0]?.written ?? 0), commits: Number(rows[0]?.commits ?? 0) };
  } finally {
    await client.end();
  }
}

/**
 * Load before the measured run: a fresh server answers ~25% fewer redirects a second in its first
 * ~15 s (its code still compiling, its pools growing, the background jobs' first turns at 5 and 10 s).
 */
const PRODUCTION_WARMUP_S = Number(process.env.BENCH_PRODUCTION_WARMUP ?? 15);

/**
 * The production server process (.next/codebeam-server.mjs with npm start's flags: Next loaded, the
 * webhook dispatcher running) right after a bare run, every scan recorded (SCAN_REPEAT_LIMIT=0).
 * Its scan rows are counted after SIGTERM (which drains and commits) against the 302s received.
 */
async function runProduction(
  label: string,
  databaseUrl?: string,
  env: Record<string, string> = {},
  branded = false,
  outage = false,
): Promise<string> {
  const bare = await runBare();
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-bench-"));
  const seeded = await seed(databaseUrl, dataDir);
  const port = PORTS.shortlink;
  const server = await startServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    VISITOR_HASH_SECRET: randomBytes(32).toString("hex"),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString("base64"),
    SCAN_REPEAT_LIMIT: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "", DATA_DIR: dataDir ?? "" }),
    ...env,
  });
  // The branded row asks for the same code at the root of its domain's host (routed by Host).
  const url = {
    url: `http://127.0.0.1:${port}${branded ? seeded.branded.path : `/s/${seeded.shortCodes[0]}`}`,
    connections: CONNECTIONS,
    headers: { "user-agent": PHONE, ...(branded ? { host: seeded.branded.host } : {}) },
  };
  let received302 = 0;
  const warm = await autocannon({ ...url, duration: PRODUCTION_WARMUP_S });
  // Backends report their counters about once a second: let the warm-up's reach them first.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = databaseUrl ? await databaseCounters(databaseUrl) : undefined;
  // The outage row: the database turns read-only (a failover) after the warm-up, so the measured run
  // answers from the short-link cache and journals every scan; after it, the journal is replayed.
  const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : "";
  if (outage) await setPostgresReadOnly(BENCH_PG_URL, databaseName, true);
  const {
    result: { result, loopUsPerUnit, processUsPerUnit },
    postgresMs,
    idleShare,
  } = await machineOver(() =>
    cpuPer(
      server.serverPid(),
      () => autocannon({ ...url, duration: DURATION_S }),
      (run) => run.statusCodeStats["302"]?.count ?? 0,
    ),
  );
  if (outage) {
    await setPostgresReadOnly(BENCH_PG_URL, databaseName, false);
    await journalReplayed(port);
  }
  for (const run of [warm, result]) received302 += run.statusCodeStats["302"]?.count ?? 0;
  await new Promise((resolve) => setTimeout(resolve, 500));
  await server.stop();
  // The server's backends flush their counters as they exit.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = databaseUrl ? await databaseCounters(databaseUrl) : undefined;
  const measured = result.statusCodeStats["302"]?.count ?? 0;
  const perScan = (key: "written" | "commits") =>
    before && after && measured ? ((after[key] - before[key]) / measured).toFixed(2) : "—";
  const { openDatabase } = await import("../lib/db/client");
  const database = await openDatabase({ databaseUrl, dataDir });
  const rows = Number(
    (
      await database.sql.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM "ScanEvent" e JOIN "QrCode" q ON q."id" = e."qrCodeId" WHERE q."shortCode" = $1`,
        [seeded.shortCodes[0]],
      )
    )[0]?.n ?? 0,
  );
  await database.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  const ratio = `${((result.requests.average / bare.requests.average) * 100).toFixed(1)}%`;
  const other = Object.entries(result.statusCodeStats)
    .filter(([status]) => status !== "302")
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(", ");
  const ok = rows >= received302 ? "✓" : "✗ MISMATCH";
  // A local PostgreSQL's backends (a remote one's CPU is not on this machine): what each scan costs it.
  const postgresUs = databaseUrl && postgresMs > 0 && measured ? Math.round((postgresMs * 1000) / measured) : "—";
  const idle = `${Math.round(idleShare * 100)}%`;
  return `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(bare.requests.average)} | ${bare.latency.p99} | ${ratio} | ${received302} | ${rows} ${ok} | ${perScan("written")} | ${perScan("commits")} | ${Math.round(loopUsPerUnit)} | ${Math.round(processUsPerUnit)} | ${postgresUs} | ${idle} | ${other || "—"} |`;
}

/** Waits until the server's health says the database answers and its journal is empty. */
async function journalReplayed(port: number) {
  for (let i = 0; i < 600; i++) {
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      status: string;
      redirects: { journal: { bytes: number } };
    };
    if (health.status === "ok" && health.redirects.journal.bytes === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the scan journal was not replayed within 2 minutes");
}

export async function runProductionRows(): Promise<string> {
  const lines = [
    `Production server process (node .next/codebeam-server.mjs, Next loaded, dispatcher running), each run right after its own bare run, measured after a ${PRODUCTION_WARMUP_S} s warm-up:`,
    "",
    "| server | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio to bare | 302s received | scan rows (≥ 302s) | rows written per scan | round trips per scan | event loop CPU µs per 302 | process CPU µs per 302 | PostgreSQL CPU µs per 302 | machine idle | other |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  // BENCH_PRODUCTION_ROWS=embedded (or postgres, or outage) runs only those rows, e.g. to compare two builds.
  const only = process.env.BENCH_PRODUCTION_ROWS;
  if (only !== "postgres" && only !== "outage") {
    lines.push(await runProduction("production server, embedded"));
    lines.push(await runProduction("production server, embedded, branded domain (Host routing)", undefined, {}, true));
  }
  // node:cluster's row shows the gain from a second process on the same machine and database server.
  for (const [label, env, branded, outage] of [
    ["production server, PostgreSQL", {}, false, false],
    ["production server, PostgreSQL, branded domain (Host routing)", {}, true, false],
    ["production server, PostgreSQL, WEB_CONCURRENCY=2", { WEB_CONCURRENCY: "2" }, false, false],
    ["production server, PostgreSQL read-only (an outage: from cache, to the journal)", {}, false, true],
  ] as const) {
    if (only === "embedded") break;
    if (only === "outage" && !outage) continue;
    const database = await createBenchDatabase("codebeam_bench");
    if (!database) break;
    try {
      lines.push(await runProduction(label, database.url, env, branded, outage));
    } finally {
      await database.drop();
    }
  }
  lines.push(
    "",
    "Rows written and round trips per scan: PostgreSQL's pg_stat_database over the measured run (tup_inserted + tup_updated +",
    "tup_deleted, and xact_commit: each statement is its own transaction), divided by its 302s; the dispatcher's polls are included.",
    "CPU per 302: the server's event loop thread, and the whole server process (its database thread and libuv's included), over the",
    "measured run, from /proc: what load on a shared machine stretches least. PostgreSQL's: its local backends' CPU over the same",
    "run, per 302. Machine idle: the share of all cores' time no process wanted; well above zero, the row waits (on its commits),",
    "it is not short of CPU.",
  );
  return lines.join("\n");
}
