// getStats for one code with 1,000,000 scans over 90 days, on PostgreSQL and on embedded PGlite.
// `npx tsx bench/stats.ts [--scans 1000000 --pglite-scans 1000000 --n 50]`; BENCH_PG_URL names
// the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres): a fresh database is
// created there and dropped after. Raw events and rollups are seeded set-based, in SQL.
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { type Database, openDatabase, useDatabase } from "../lib/db/client";
import { getStats } from "../lib/stats/get-stats";
import { forgetAll } from "../lib/stats/settled-days-cache";
import { addDays, today } from "../lib/stats/utc-days";
import { listScans } from "../lib/stats/list-scans";
import { createUser } from "../lib/users/create-user";
import { type Measurement, measure } from "./measure";

const DAYS = 90;
const VISITORS = 250_000;

// Devices 60/30/8/2 %, 8 OSes, 12 browsers, 40 countries x 5 regions x 10 cities (2,000 places),
// 250,000 visitors drawn uniformly (so most visitor-days are distinct: the costly case for
// uniqueUsers), times spread uniformly over the last 90 UTC days.
const SEED_EVENTS = `
  INSERT INTO "ScanEvent" ("id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt")
  SELECT 'bench-' || g, $1, 'click',
    CASE WHEN d < 0.6 THEN 'mobile' WHEN d < 0.9 THEN 'desktop' WHEN d < 0.98 THEN 'tablet' ELSE 'other' END,
    (ARRAY['iOS','Android','Windows','macOS','Linux','iPadOS','ChromeOS','Unknown'])[1 + floor(o * 8)::int],
    (ARRAY['Chrome','Mobile Safari','Safari','Firefox','Edge','Opera','Samsung Internet','UC Browser','Brave','Vivaldi','Chrome WebView','Unknown'])[1 + floor(b * 12)::int],
    'C' || floor(c * 40), 'C' || floor(c * 40) || '-R' || floor(r * 5), 'C' || floor(c * 40) || '-R' || floor(r * 5) || '-City' || floor(t * 10),
    substr(md5(floor(v * ${VISITORS})::text), 1, 32),
    date_trunc('day', now() AT TIME ZONE 'UTC') - floor(a * ${DAYS}) * interval '1 day' + s * interval '1 day'
  FROM (SELECT g, random() d, random() o, random() b, random() c, random() r, random() t, random() v, random() a, random() s
        FROM generate_series(1, $2::int) g) draws`;

const DAY = `to_char("createdAt", 'YYYY-MM-DD')`;
const ROLLUP_OF = (dimension: string, value: string) => `
  INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count")
  SELECT "qrCodeId", ${DAY}, '${dimension}', ${value}, count(*) FROM "ScanEvent"
  WHERE "qrCodeId" = $1 AND "eventType" = 'click' GROUP BY 1, 2, 4`;
const SEED_ROLLUPS = [
  ROLLUP_OF("total", "''"),
  ROLLUP_OF("device", `"device"`),
  ROLLUP_OF("os", `"os"`),
  ROLLUP_OF("browser", `"browser"`),
  ROLLUP_OF("geo", `"country" || chr(31) || "region" || chr(31) || "city"`),
  `INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId")
   SELECT DISTINCT "qrCodeId", ${DAY}, "visitorId" FROM "ScanEvent" WHERE "qrCodeId" = $1 AND "eventType" = 'click'`,
];

const ms = (us: number) => (us / 1000).toFixed(1);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function seed(database: Database, scans: number) {
  const user = await createUser({ name: "Stats bench", email: `stats-bench-${randomBytes(4).toString("hex")}@example.test`, password: "bench-password" });
  const { accountId } = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { accountId: true } });
  const code = await database.prisma.qrCode.create({
    data: {
      accountId,
      mode: "DYNAMIC",
      content: "https://example.com/",
      targetUrl: "https://example.com/",
      shortCode: "benchst",
      templateUsed: "default",
      matchedKeywords: [],
      styles: {},
      updatedAt: new Date(),
      scanCount: scans,
    },
    select: { id: true },
  });
  const started = performance.now();
  await database.sql.query("SELECT setseed(0.42)");
  await database.sql.query(SEED_EVENTS, [code.id, scans]);
  const eventsSeconds = seconds(started);
  for (const statement of SEED_ROLLUPS) await database.sql.query(statement, [code.id]);
  // The steady state autovacuum reaches: statistics, and a visibility map for index-only scans.
  await database.sql.query("VACUUM ANALYZE");
  const [counts] = await database.sql.query<Record<string, string | number>>(
    `SELECT (SELECT count(*) FROM "ScanEvent") events, (SELECT count(*) FROM "ScanDailyCount") rollups, (SELECT count(*) FROM "ScanVisitorDay") visitor_days`,
  );
  const rows = `${Number(counts.events).toLocaleString("en")} ScanEvent, ${Number(counts.rollups).toLocaleString("en")} ScanDailyCount, ${Number(counts.visitor_days).toLocaleString("en")} ScanVisitorDay rows`;
  return { accountId, codeId: code.id, summary: `seeded ${rows} in ${seconds(started)} s (events ${eventsSeconds} s)` };
}

async function benchOne(label: string, database: Database, scans: number, n: number): Promise<string> {
  useDatabase(database);
  try {
    const { accountId, codeId, summary } = await seed(database, scans);
    const end = today();
    const ranges: [string, { startDate: string; endDate: string }][] = [
      ["getStats, default 31 days", { startDate: addDays(end, -30), endDate: end }],
      [`getStats, all ${DAYS} days`, { startDate: addDays(end, -(DAYS - 1)), endDate: end }],
    ];
    const full = await getStats(accountId, codeId, ranges[1][1]);
    if (full.totalScans !== scans) throw new Error(`expected ${scans} scans over ${DAYS} days, stats say ${full.totalScans}`);
    const rows: Measurement[] = [];
    for (const [name, range] of ranges) rows.push(await measure(name, async () => void (await getStats(accountId, codeId, range)), { n, warmup: 5 }));
    // Cold: the settled days not yet remembered, as on the first view of a day or after a late scan.
    const cold = Math.max(5, Math.round(n / 5));
    for (const [name, range] of ranges) {
      rows.push(
        await measure(
          `${name}, cold`,
          async () => {
            forgetAll();
            await getStats(accountId, codeId, range);
          },
          { n: cold, warmup: 1 },
        ),
      );
    }
    rows.push(await measure("listScans page 1 (size 20)", async () => void (await listScans(accountId, codeId, { page: 1, size: 20 })), { n, warmup: 5 }));
    const lines = rows.map(
      (row) =>
        `| ${row.name.padEnd(34)} | ${String(row.n).padStart(3)} | ${ms(row.p50Us).padStart(7)} | ${ms(row.p99Us).padStart(7)} | ${ms(row.meanUs).padStart(7)} |`,
    );
    return [
      `${label}: ${summary}; ${full.uniqueUsers.toLocaleString("en")} unique users over ${DAYS} days`,
      `| ${"operation".padEnd(34)} |   n | p50 ms  | p99 ms  | mean ms |`,
      `| ${"-".repeat(34)} | --: | ------: | ------: | ------: |`,
      ...lines,
    ].join("\n");
  } finally {
    useDatabase(undefined);
    await database.close();
  }
}

async function onPostgres(serverUrl: string, scans: number, n: number): Promise<string> {
  const name = `codebeam_bench_stats_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await benchOne(`PostgreSQL (${url.host})`, await openDatabase({ databaseUrl: url.toString() }), scans, n);
  } finally {
    // pg's Pool.end() resolves before its sockets close; a forced drop would kill an idle pool
    // client that has no error listener (and so the process). Let them go first.
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function runStatsBench(options: { scans?: number; pgliteScans?: number; n?: number } = {}): Promise<string> {
  const { scans = 1_000_000, pgliteScans = scans, n = 50 } = options;
  const serverUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const out = [
    `getStats over one code's rollups: sequential calls after a warm-up, Node ${process.version}. Warm rows reuse the remembered`,
    "settled days (lib/stats/settled-days-cache.ts) and re-read only today; cold rows empty that cache before every call.",
    "",
  ];
  try {
    out.push(await onPostgres(serverUrl, scans, n));
  } catch (error) {
    out.push(`PostgreSQL at ${serverUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")} skipped: ${(error as Error).message}`);
  }
  out.push("", await benchOne("PGlite (embedded, in memory)", await openDatabase({ databaseUrl: undefined, dataDir: null }), pgliteScans, n));
  return out.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { scans: { type: "string" }, "pglite-scans": { type: "string" }, n: { type: "string" } } });
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  console.log(await runStatsBench({ scans: number(values.scans), pgliteScans: number(values["pglite-scans"]), n: number(values.n) }));
}
