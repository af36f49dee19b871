// Short-link redirect throughput: autocannon (50 connections, ~10 s) against a bare Node http server
// answering 302, then against our short-link handler (the one server.ts runs ahead of Next) on the
// embedded database and on PostgreSQL. Each server runs in its own child process, so the load
// generator does not share its event loop. After each run the scan rows are counted against the
// 302s the server answered (every 302 is committed first, so they must be equal). All load comes
// from one visitor (one IP and agent): the main runs count every scan (no repeat limit, the
// recording path); the "repeat-limited" run applies the default SCAN_REPEAT_* limit, so after the
// first few scans it measures the filtered path (each 302 then only adds to a rollup count), and
// scan rows + filtered must equal the 302s. The "smart code" runs serve a code carrying 10 routing
// rules (only the last matches the phone), a schedule and UTM parameters: the goal is within
// 10% of the plain short link's ratio.
//   npx tsx bench/redirect.ts        (PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
//                                     ports BENCH_PORT and the next one, default 3170)
//   BENCH_REDIRECT_ONLY=production [BENCH_PRODUCTION_ROWS=embedded|postgres] npx tsx bench/redirect.ts
//                                    (only the production server's rows; the server bundle must be built)
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase } from "./bench-database";
import { autocannon, type CannonResult, CONNECTIONS, DURATION_S, PHONE, PORTS, WARMUP_S } from "./cannon";
import { runProductionRows } from "./redirect-production";
import { smartFields } from "./smart-fields";

interface Counts {
  answered302: number;
  scanRows: number;
  scanCount: number;
  rollupTotal: number;
  outbox: number;
  filtered: number;
  otherStatuses: Record<string, number>;
}
type ToChild = { type: "count" } | { type: "stop" };
type FromChild = { type: "ready"; path: string } | ({ type: "counts" } & Counts);

// ---- child: one server ---------------------------------------------------------------------------

/** How a short-link run differs from the plain one. `webhook`: the account has a webhook taking
 * scan.created, so each scan also writes its outbox event (the dispatcher does not run here). */
interface Variant {
  limited?: boolean;
  smart?: boolean;
  webhook?: boolean;
}

async function serve(
  kind: string,
  databaseUrl: string | undefined,
  { limited = false, smart = false, webhook = false }: Variant,
): Promise<void> {
  const send = (message: FromChild) => process.send?.(message);
  if (kind === "bare") {
    const server = createServer((_request, response) => {
      response.writeHead(302, {
        location: "https://example.com/landing?utm_source=qr",
        "cache-control": "no-store",
        "content-length": "0",
      });
      response.end();
    });
    server.listen(PORTS.bare, "127.0.0.1", () => send({ type: "ready", path: "/" }));
    process.on("message", (message: ToChild) => message.type === "stop" && server.close(() => process.exit(0)));
    return;
  }
  const { openDatabase } = await import("../lib/db/client");
  const { scanWriterFor } = await import("../lib/scans/scan-writer-instance");
  const { nodeShortLinks } = await import("../lib/short-links/node-short-links");
  const { cachedFinderFor, configuredRepeatLimiter } = await import("../lib/short-links/short-link-deps");
  const { UNLIMITED } = await import("../lib/scans/repeat-limiter");
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-bench-"));
  const database = await openDatabase({ databaseUrl, dataDir });
  const account = await database.prisma.account.create({ data: { name: "bench" }, select: { id: true } });
  const shortCode = "bench01";
  if (webhook) {
    await database.prisma.webhook.create({
      data: {
        accountId: account.id,
        url: "https://hooks.example.invalid/bench",
        events: ["scan.created"],
        secretCipher: "unused",
      },
      select: { id: true },
    });
  }
  const code = await database.prisma.qrCode.create({
    data: {
      accountId: account.id,
      name: "Bench",
      content: "https://example.com/landing",
      targetUrl: "https://example.com/landing?utm_source=qr",
      shortCode,
      templateUsed: "minimal",
      matchedKeywords: [],
      styles: {},
      ...(smart ? smartFields() : {}),
    },
    select: { id: true },
  });
  const base = `http://127.0.0.1:${PORTS.shortlink}/s`;
  const writer = scanWriterFor(database);
  const repeats = limited ? configuredRepeatLimiter() : UNLIMITED;
  const deps = {
    find: (await cachedFinderFor(database, 8 * 2 ** 20)).cache.find, // as the server runs it (SHORT_LINK_CACHE_MB=8)
    sql: database.sql,
    writer,
    repeats,
    visitorHashSecret: randomBytes(32).toString("hex"),
    trustProxy: false,
    shortLinkBase: base,
  };
  const shortLinks = nodeShortLinks({ base, deps: async () => deps });
  let answered302 = 0;
  const otherStatuses: Record<string, number> = {};
  const server = createServer((request, response) => {
    void shortLinks.handle(request, response).then(() => {
      if (response.statusCode === 302) answered302++;
      else otherStatuses[response.statusCode] = (otherStatuses[response.statusCode] ?? 0) + 1;
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(PORTS.shortlink, "127.0.0.1", () => send({ type: "ready", path: `/s/${shortCode}` }));
  process.on("message", async (message: ToChild) => {
    if (message.type === "count") {
      await writer.flush();
      const one = async (sql: string) => Number((await database.sql.query<{ n: unknown }>(sql, [code.id]))[0]?.n ?? 0);
      send({
        type: "counts",
        answered302,
        otherStatuses,
        scanRows: await one(`SELECT count(*) AS n FROM "ScanEvent" WHERE "qrCodeId" = $1`),
        scanCount: await one(`SELECT "scanCount" AS n FROM "QrCode" WHERE "id" = $1`),
        rollupTotal: await one(
          `SELECT COALESCE(sum("count"), 0) AS n FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND "dimension" = 'total'`,
        ),
        outbox: await one(`SELECT count(*) AS n FROM "OutboxEvent" WHERE "payload"->'qrCode'->>'id' = $1`),
        filtered: await one(
          `SELECT COALESCE(sum("count"), 0) AS n FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND "dimension" = 'filtered'`,
        ),
      });
    } else {
      server.closeAllConnections();
      server.close();
      await writer.close();
      await database.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

// ---- parent: load and report ---------------------------------------------------------------------

function startChild(
  kind: "bare" | "shortlink",
  databaseUrl?: string,
  variant: Variant = {},
): Promise<{ child: ChildProcess; path: string }> {
  const args = [
    "--serve",
    kind,
    "--variant",
    JSON.stringify(variant),
    ...(databaseUrl ? ["--database", databaseUrl] : []),
  ];
  const child = fork(fileURLToPath(import.meta.url), args, {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`${kind} server exited (${code})`)));
    child.on("message", (message: FromChild) => message.type === "ready" && resolve({ child, path: message.path }));
  });
}

function ask<T extends FromChild["type"]>(
  child: ChildProcess,
  message: ToChild,
  answer: T,
): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (reply: FromChild) => {
      if (reply.type !== answer) return;
      child.off("message", listener);
      resolve(reply as Extract<FromChild, { type: T }>);
    };
    child.on("message", listener);
    child.send(message);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send({ type: "stop" } satisfies ToChild);
  await exited;
}

async function load(port: number, urlPath: string): Promise<CannonResult> {
  const url = `http://127.0.0.1:${port}${urlPath}`;
  const options = { url, connections: CONNECTIONS, headers: { "user-agent": PHONE } };
  await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

interface Row {
  label: string;
  result: CannonResult;
  /** The bare server's result measured just before, which the ratio is taken against. */
  bare?: CannonResult;
  counts?: Counts;
  variant?: Variant;
}

export async function runBare(): Promise<CannonResult> {
  const bare = await startChild("bare");
  try {
    return await load(PORTS.bare, bare.path);
  } finally {
    await stopChild(bare.child);
  }
}

/** A bare run, then the short-link run: on a shared machine the pair sees about the same load. */
async function runShortLinks(label: string, databaseUrl?: string, variant: Variant = {}): Promise<Row> {
  const bare = await runBare();
  const { child, path: urlPath } = await startChild("shortlink", databaseUrl, variant);
  try {
    const result = await load(PORTS.shortlink, urlPath);
    // Let the last answers land (autocannon stops without waiting for requests in flight).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const counts = await ask(child, { type: "count" }, "counts");
    return { label, result, bare, counts, variant };
  } finally {
    await stopChild(child);
  }
}

/**
 * The production server process (.next/codebeam-server.mjs with npm start's flags: Next loaded, the
 * webhook dispatcher running) right after a bare run, every scan recorded (SCAN_REPEAT_LIMIT=0).
 * Its scan rows are counted after SIGTERM (which drains and commits) against the 302s received.
 */
function format(rows: Row[]): string {
  const lines = [
    `Redirect bench: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a ${WARMUP_S} s warm-up, phone user agent, Node ${process.version}, ${os.cpus().length} CPUs.`,
    "Each short-link run follows its own bare-server run (same moment, same machine load); the ratio is to that run.",
    "",
    "| server | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio to bare | 302s answered | scan rows | scanCount | rollup total | outbox | filtered | other |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { label, result, bare, counts } of rows) {
    if (!bare || !counts) continue;
    const ratio = `${((result.requests.average / bare.requests.average) * 100).toFixed(1)}%`;
    const other = [...Object.entries(counts.otherStatuses), ["errors", result.errors], ["timeouts", result.timeouts]]
      .filter(([, n]) => Number(n) > 0)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    const c = [
      counts.answered302,
      counts.scanRows,
      counts.scanCount,
      counts.rollupTotal,
      counts.outbox,
      counts.filtered,
    ];
    lines.push(
      `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(bare.requests.average)} | ${bare.latency.p99} | ${ratio} | ${c.join(" | ")} | ${other || "—"} |`,
    );
  }
  lines.push(
    "",
    "302s answered: counted by the server (warm-up included); scan rows, scanCount and rollup total must each equal the",
    "counted scans, and counted + filtered the 302s; outbox equals the counted scans when the account has a webhook taking",
    "scan.created, else 0 (no event is written that nobody takes).",
  );
  for (const { label, counts, variant } of rows) {
    if (!counts) continue;
    const outbox = variant?.webhook ? counts.scanRows : 0;
    const ok =
      [counts.scanCount, counts.rollupTotal].every((n) => n === counts.scanRows) &&
      counts.outbox === outbox &&
      counts.scanRows + counts.filtered === counts.answered302;
    lines.push(`${label}: rows + filtered = 302s ${ok ? "✓" : "✗ MISMATCH"}`);
  }
  const ratio = (row: Row | undefined) =>
    row?.bare ? row.result.requests.average / row.bare.requests.average : undefined;
  for (const engine of ["embedded", "PostgreSQL"]) {
    const plain = ratio(rows.find((row) => row.label.startsWith("short link,") && row.label.includes(engine)));
    const smart = ratio(rows.find((row) => row.label.startsWith("smart code") && row.label.includes(engine)));
    if (plain && smart)
      lines.push(
        `smart code on ${engine}: ${((smart / plain) * 100).toFixed(1)}% of the plain short link's ratio to bare (goal ≥ 90%)`,
      );
  }
  return lines.join("\n");
}

export async function runRedirectBench(): Promise<string> {
  const rows: Row[] = [];
  rows.push(await runShortLinks("short link, embedded (PGlite on disk)"));
  rows.push(await runShortLinks("smart code (10 rules, schedule, UTM), embedded", undefined, { smart: true }));
  rows.push(await runShortLinks("repeat-limited, embedded", undefined, { limited: true }));
  for (const [label, variant] of [
    ["short link, PostgreSQL", {}],
    ["short link, PostgreSQL, account with a scan.created webhook", { webhook: true }],
    ["smart code (10 rules, schedule, UTM), PostgreSQL", { smart: true }],
    ["repeat-limited, PostgreSQL", { limited: true }],
  ] as const) {
    const database = await createBenchDatabase("codebeam_bench");
    if (!database) break;
    try {
      rows.push(await runShortLinks(label, database.url, variant));
    } finally {
      await database.drop();
    }
  }
  return format(rows);
}

const args = process.argv.slice(2);
if (args[0] === "--serve") {
  const database = args.indexOf("--database");
  const variant = args.indexOf("--variant");
  await serve(
    args[1],
    database === -1 ? undefined : args[database + 1],
    variant === -1 ? {} : (JSON.parse(args[variant + 1]) as Variant),
  );
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_REDIRECT_ONLY !== "production") console.log(await runRedirectBench());
  console.log(`\n${await runProductionRows()}`);
}
