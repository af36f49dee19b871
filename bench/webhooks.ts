// Webhook delivery: 10,000 scan.created events from the scan writer to a local receiver, through
// the real dispatcher (fan-out, leases, signing, the outbound guard, batched attempt records), on
// the embedded database and on PostgreSQL; then a steady 200 scans/s for 10 s ("normal load") and a
// sustained 1,000 scans/s for 10 s.
// Baseline in the same run: the same receiver fed the same number of plain POSTs at the same
// concurrency, with no database, signing or guard. Lag is receive time minus the scan's timestamp.
//   npx tsx bench/webhooks.ts      (PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

for (const name of ["AUTH_SECRET", "VISITOR_HASH_SECRET", "WEBHOOK_SECRET_KEY"])
  process.env[name] ??= randomBytes(32).toString("hex");
process.env.ALLOW_PRIVATE_TARGETS = "1"; // the receiver is on 127.0.0.1
delete process.env.DATABASE_URL;

const BURST = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const STEADY_RATES = [200, 1000]; // scans per second
const STEADY_S = 10;
const CONCURRENCY = 32;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Row {
  name: string;
  events: number;
  perSecond: number;
  lagP50Ms: number;
  lagP99Ms: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** A receiver on 127.0.0.1 answering 200 at once, noting when each event arrived and its lag. */
async function startReceiver() {
  const lags: number[] = [];
  const ids = new Set<string>();
  let resolveWhen: { count: number; done: () => void } | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      lags.push(Date.now() - Date.parse(body.data.scan.timestamp));
      ids.add(String(request.headers["webhook-id"] ?? body.id));
      response.writeHead(200).end();
      if (resolveWhen && lags.length >= resolveWhen.count) resolveWhen.done();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    lags,
    ids,
    reset: () => {
      lags.length = 0;
      ids.clear();
    },
    until: (count: number) =>
      new Promise<void>((done) => (lags.length >= count ? done() : (resolveWhen = { count, done }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

function summarize(name: string, receiver: Receiver, startedAt: number): Row {
  const sorted = [...receiver.lags].sort((a, b) => a - b);
  const elapsedS = (Date.now() - startedAt) / 1000;
  return {
    name,
    events: receiver.lags.length,
    perSecond: receiver.lags.length / elapsedS,
    lagP50Ms: quantile(sorted, 0.5),
    lagP99Ms: quantile(sorted, 0.99),
  };
}

/** Baseline: plain POSTs of event-shaped bodies, CONCURRENCY at a time, a new connection each (as the guard does). */
async function baseline(receiver: Receiver): Promise<Row> {
  receiver.reset();
  const url = new URL(receiver.url);
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          agent: false,
          headers: { "content-type": "application/json" },
        },
        (response) => {
          response.resume();
          response.on("end", resolve);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  const startedAt = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < BURST) {
      next++;
      await post(
        JSON.stringify({
          id: randomUUID(),
          type: "scan.created",
          data: { scan: { timestamp: new Date().toISOString() } },
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return summarize("baseline: plain POSTs, no database", receiver, startedAt);
}

/** A fresh database: a temp-dir PGlite, or a new database on the PostgreSQL server (dropped after). */
async function freshDatabase(kind: "embedded" | "postgres") {
  const { openDatabase } = await import("../lib/db/client");
  if (kind === "embedded") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-bench-"));
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    return {
      database,
      drop: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `codebeam_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function dispatcherRun(kind: "embedded" | "postgres", receiver: Receiver): Promise<Row[]> {
  const { encryptSecret } = await import("../lib/webhooks/secret-box");
  const { newWebhookSecret } = await import("../lib/webhooks/sign-delivery");
  const { workspaceSlug } = await import("../lib/workspaces/workspace-slug");
  const { startWebhookDispatcher } = await import("../lib/webhooks/dispatcher-instance");
  const { createScanWriter } = await import("../lib/scans/scan-writer");
  const { database, drop } = await freshDatabase(kind);
  const prisma = database.prisma;
  const account = await prisma.account.create({
    data: { name: "bench", slug: workspaceSlug("bench") },
    select: { id: true },
  });
  const code = await prisma.qrCode.create({
    data: {
      accountId: account.id,
      name: "Bench",
      content: "https://example.com",
      targetUrl: "https://example.com",
      shortCode: "whbench",
      templateUsed: "minimal",
      matchedKeywords: [],
      styles: {},
    },
    select: { id: true },
  });
  await prisma.webhook.create({
    data: {
      accountId: account.id,
      url: receiver.url,
      events: ["scan.created"],
      secretCipher: encryptSecret(newWebhookSecret()),
    },
  });
  const writer = createScanWriter(database.sql);
  const scan = () =>
    writer.record({
      id: randomUUID(),
      eventType: "click",
      device: "mobile",
      os: "iOS",
      browser: "Mobile Safari",
      country: "Unknown",
      region: "Unknown",
      city: "Unknown",
      visitorId: randomBytes(8).toString("hex"),
      createdAt: new Date(),
      qrCode: { id: code.id, accountId: account.id, name: "Bench", shortLink: "http://localhost:3000/s/whbench" },
    });
  const dispatcher = startWebhookDispatcher(database, { concurrency: CONCURRENCY });
  const rows: Row[] = [];
  try {
    receiver.reset();
    let startedAt = Date.now();
    for (let i = 0; i < BURST; i += 500) await Promise.all(Array.from({ length: Math.min(500, BURST - i) }, scan));
    await receiver.until(BURST);
    rows.push(summarize(`${kind}: burst of ${BURST} scans`, receiver, startedAt));
    // The last answers may still be on their way into the attempt log.
    let delivered = 0;
    for (let waited = 0; waited < 30_000 && delivered < BURST; waited += 50) {
      delivered = await prisma.webhookDelivery.count({ where: { status: "SUCCEEDED" } });
      if (delivered < BURST) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (delivered !== BURST || receiver.ids.size !== BURST)
      throw new Error(`${kind}: ${delivered} deliveries marked done, ${receiver.ids.size} distinct ids received`);

    for (const rate of STEADY_RATES) {
      receiver.reset();
      startedAt = Date.now();
      // Offered in 50 ms ticks, each tick's scans recorded together (as many visitors at once).
      for (let tick = 0; tick < STEADY_S * 20; tick++) {
        await Promise.all(Array.from({ length: rate / 20 }, scan));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + (tick + 1) * 50 - Date.now())));
      }
      await receiver.until(rate * STEADY_S);
      rows.push(summarize(`${kind}: steady ${rate} scans/s`, receiver, startedAt));
    }
  } finally {
    await dispatcher.stop();
    await writer.close();
    await drop();
  }
  return rows;
}

function format(rows: Row[]): string {
  const base = rows[0].perSecond;
  const lines = [
    "| run | events | deliveries/s | vs baseline | lag p50 ms | lag p99 ms |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (row, i) =>
        `| ${row.name} | ${row.events} | ${row.perSecond.toFixed(0)} | ${i === 0 ? "—" : `${(row.perSecond / base).toFixed(2)}×`} | ${row.lagP50Ms.toFixed(0)} | ${row.lagP99Ms.toFixed(0)} |`,
    ),
  ];
  return `${lines.join("\n")}\n(steady rows: deliveries/s is bounded by the rate offered; their lag, scan commit to receipt, is the figure)`;
}

export async function runWebhookBench(): Promise<string> {
  const receiver = await startReceiver();
  try {
    const rows = [
      await baseline(receiver),
      ...(await dispatcherRun("embedded", receiver)),
      ...(await dispatcherRun("postgres", receiver)),
    ];
    return format(rows);
  } finally {
    await receiver.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(await runWebhookBench());
  process.exit(0);
}
