// Statistics reads for one code with 1,000,000 scans over 90 days (or `--scans 10000000 --days 365`),
// and the dashboard overview of an account with 1,000 codes, on PostgreSQL and on embedded PGlite.
// `npx tsx bench/stats.ts [--scans 1000000 --days 90 --pglite-scans 1000000 --n 50]`; BENCH_PG_URL names
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
import { getAccountOverview } from "../lib/stats/get-account-overview";
import { createUser } from "../lib/users/create-user";
import { type Measurement, measure } from "./measure";

// Seeding and VACUUM run for minutes; the reads measured are far inside the default 5 s anyway.
process.env.DB_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

const VISITORS_PER_SCAN = 0.25;
const OVERVIEW_CODES = 1000;
const OVERVIEW_SCANS = 1_000_000;

// Devices 60/30/8/2 %, 8 OSes, 12 browsers, 40 countries x 5 regions x 10 cities (2,000 places),
// a visitor per four scans drawn uniformly (so most visitor-days are distinct: the costly case for
// uniqueUsers), times spread uniformly over the last `days` UTC days. $1 is one code's id, or the
// ids of an account's codes the scans are spread over.
const SEED_EVENTS = (days: number, visitors: number) => `
  INSERT INTO "ScanEvent" ("id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt")
  SELECT 'bench-' || g, ($1::text[])[1 + floor(q * cardinality($1::text[]))::int], 'click',
    CASE WHEN d < 0.6 THEN 'mobile' WHEN d < 0.9 THEN 'desktop' WHEN d < 0.98 THEN 'tablet' ELSE 'other' END,
    (ARRAY['iOS','Android','Windows','macOS','Linux','iPadOS','ChromeOS','Unknown'])[1 + floor(o * 8)::int],
    (ARRAY['Chrome','Mobile Safari','Safari','Firefox','Edge','Opera','Samsung Internet','UC Browser','Brave','Vivaldi','Chrome WebView','Unknown'])[1 + floor(b * 12)::int],
    'C' || floor(c * 40), 'C' || floor(c * 40) || '-R' || floor(r * 5), 'C' || floor(c * 40) || '-R' || floor(r * 5) || '-City' || floor(t * 10),
    substr(md5(floor(v * ${visitors})::text), 1, 32),
    date_trunc('day', now() AT TIME ZONE 'UTC') - floor(a * ${days}) * interval '1 day' + s * (now() AT TIME ZONE 'UTC' - date_trunc('day', now() AT TIME ZONE 'UTC'))
  FROM (SELECT g, random() d, random() o, random() b, random() c, random() r, random() t, random() v, random() a, random() s, random() q
        FROM generate_series(1, $2::int) g) draws`;

const DAY = `to_char("createdAt", 'YYYY-MM-DD')`;
const ROLLUP_OF = (dimension: string, value: string) => `
  INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count")
  SELECT "qrCodeId", ${DAY}, '${dimension}', ${value}, count(*) FROM "ScanEvent"
  WHERE "qrCodeId" = ANY($1::text[]) AND "eventType" = 'click' GROUP BY 1, 2, 4`;
const SEED_ROLLUPS = [
  ROLLUP_OF("total", "''"),
  ROLLUP_OF("device", `"device"`),
  ROLLUP_OF("os", `"os"`),
  ROLLUP_OF("browser", `"browser"`),
  ROLLUP_OF("geo", `"country" || chr(31) || "region" || chr(31) || "city"`),
  `INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId")
   SELECT DISTINCT "qrCodeId", ${DAY}, "visitorId" FROM "ScanEvent" WHERE "qrCodeId" = ANY($1::text[]) AND "eventType" = 'click'`,
];

const ms = (us: number) => (us / 1000).toFixed(1);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function makeCodes(database: Database, count: number, scansEach: number) {
  const user = await createUser({
    name: "Stats bench",
    email: `stats-bench-${randomBytes(4).toString("hex")}@example.test`,
    password: "bench-password",
  });
  const { accountId } = await database.prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { accountId: true },
  });
  const ids = Array.from({ length: count }, (_, i) => `cbench${randomBytes(6).toString("hex")}${i}`);
  await database.prisma.qrCode.createMany({
    data: ids.map((id, i) => ({
      id,
      accountId,
      name: `Bench code ${i}`,
      mode: "DYNAMIC" as const,
      content: "https://example.com/",
      targetUrl: "https://example.com/",
      shortCode: `b${randomBytes(5).toString("hex")}`,
      templateUsed: "default",
      matchedKeywords: [],
      styles: {},
      updatedAt: new Date(),
      scanCount: scansEach,
    })),
  });
  return { accountId, ids };
}

/** Seeds `scans` scans over `days` days spread over the codes; returns what it wrote. */
async function seedScans(database: Database, ids: string[], scans: number, days: number): Promise<string> {
  const started = performance.now();
  await database.sql.query("SELECT setseed(0.42)");
  await database.sql.query(SEED_EVENTS(days, Math.round(scans * VISITORS_PER_SCAN)), [ids, scans]);
  const eventsSeconds = seconds(started);
  for (const statement of SEED_ROLLUPS) await database.sql.query(statement, [ids]);
  // The steady state autovacuum reaches: statistics, and a visibility map for index-only scans.
  await database.sql.query("VACUUM ANALYZE");
  const [counts] = await database.sql.query<Record<string, string | number>>(
    `SELECT (SELECT count(*) FROM "ScanEvent") events, (SELECT count(*) FROM "ScanDailyCount") rollups, (SELECT count(*) FROM "ScanVisitorDay") visitor_days`,
  );
  const rows = `${Number(counts.events).toLocaleString("en")} ScanEvent, ${Number(counts.rollups).toLocaleString("en")} ScanDailyCount, ${Number(counts.visitor_days).toLocaleString("en")} ScanVisitorDay rows`;
  return `seeded ${rows} in ${seconds(started)} s (events ${eventsSeconds} s)`;
}

/** A row of one timed call. */
const single = (name: string, ms: number): Measurement => ({
  name,
  n: 1,
  perSecond: 1000 / ms,
  meanUs: ms * 1000,
  p50Us: ms * 1000,
  p99Us: ms * 1000,
});

async function benchOne(
  label: string,
  database: Database,
  { scans, days, n }: { scans: number; days: number; n: number },
): Promise<string> {
  useDatabase(database);
  try {
    const { accountId, ids } = await makeCodes(database, 1, scans);
    const codeId = ids[0];
    const summary = await seedScans(database, ids, scans, days);
    const end = today();
    const ranges: [string, { startDate: string; endDate: string }][] = [
      ["getStats, default 31 days", { startDate: addDays(end, -30), endDate: end }],
      [`getStats, all ${days} days`, { startDate: addDays(end, -(days - 1)), endDate: end }],
    ];
    const rows: Measurement[] = [
      await measure("baseline: SELECT 1", () => database.sql.query("SELECT 1").then(() => {}), { n, warmup: 5 }),
    ];
    // The very first read of the range also makes and stores its visitor sketches.
    const started = performance.now();
    const full = await getStats(accountId, codeId, ranges[1][1]);
    rows.push(single(`${ranges[1][0]}, first ever`, performance.now() - started));
    if (full.totalScans !== scans)
      throw new Error(`expected ${scans} scans over ${days} days, stats say ${full.totalScans}`);
    for (const [name, range] of ranges)
      rows.push(await measure(name, async () => void (await getStats(accountId, codeId, range)), { n, warmup: 5 }));
    // Cold: nothing remembered in this process, as on a fresh or another instance.
    const cold = Math.max(5, Math.round(n / 5));
    for (const [name, range] of ranges) {
      const work = async () => {
        forgetAll();
        await getStats(accountId, codeId, range);
      };
      rows.push(await measure(`${name}, cold`, work, { n: cold, warmup: 1 }));
    }
    const exact = await exactVisitors(database, codeId);
    const pages = Math.ceil(scans / 20);
    for (const page of [1, Math.ceil(pages / 2), pages]) {
      rows.push(
        await measure(
          `listScans page ${page.toLocaleString("en")} (size 20)`,
          async () => void (await listScans(accountId, codeId, { page, size: 20 })),
          {
            n,
            warmup: 5,
          },
        ),
      );
    }
    const error = ((full.uniqueUsers - exact) / exact) * 100;
    return [
      `${label}: ${summary}; unique users over ${days} days ${full.uniqueUsers.toLocaleString("en")} (exact ${exact.toLocaleString("en")}, error ${error.toFixed(2)}%)`,
      table(rows),
      "",
      await benchOverview(database, n),
    ].join("\n");
  } finally {
    useDatabase(undefined);
    await database.close();
  }
}

const exactVisitors = async (database: Database, codeId: string) =>
  Number(
    (
      await database.sql.query<{ n: unknown }>(
        `SELECT count(DISTINCT "visitorId") AS n FROM "ScanVisitorDay" WHERE "qrCodeId" = $1`,
        [codeId],
      )
    )[0].n,
  );

/** The dashboard overview of an account with 1,000 codes sharing a million scans over 60 days. */
async function benchOverview(database: Database, n: number): Promise<string> {
  const { accountId, ids } = await makeCodes(database, OVERVIEW_CODES, OVERVIEW_SCANS / OVERVIEW_CODES);
  const summary = await seedScans(database, ids, OVERVIEW_SCANS, 60);
  const overview = await getAccountOverview(accountId);
  if (overview.total + overview.previousTotal !== OVERVIEW_SCANS)
    throw new Error(`overview counts ${overview.total + overview.previousTotal} scans`);
  const row = await measure(
    `overview, ${OVERVIEW_CODES.toLocaleString("en")} codes`,
    async () => void (await getAccountOverview(accountId)),
    { n, warmup: 3 },
  );
  return [`Overview account: ${summary}`, table([row])].join("\n");
}

function table(rows: Measurement[]): string {
  const lines = rows.map(
    (row) =>
      `| ${row.name.padEnd(40)} | ${String(row.n).padStart(3)} | ${ms(row.p50Us).padStart(7)} | ${ms(row.p99Us).padStart(7)} | ${ms(row.meanUs).padStart(7)} |`,
  );
  return [
    `| ${"operation".padEnd(40)} |   n | p50 ms  | p99 ms  | mean ms |`,
    `| ${"-".repeat(40)} | --: | ------: | ------: | ------: |`,
    ...lines,
  ].join("\n");
}

async function onPostgres(serverUrl: string, options: { scans: number; days: number; n: number }): Promise<string> {
  const name = `codebeam_bench_stats_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await benchOne(`PostgreSQL (${url.host})`, await openDatabase({ databaseUrl: url.toString() }), options);
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

export async function runStatsBench(
  options: { scans?: number; days?: number; pgliteScans?: number; n?: number; embedded?: boolean } = {},
): Promise<string> {
  const { scans = 1_000_000, days = 90, pgliteScans = scans, n = 50, embedded = true } = options;
  const serverUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const out = [
    `Statistics reads: sequential calls after a warm-up, Node ${process.version}. Warm rows reuse the settled days remembered in`,
    "the process (lib/stats/settled-days-cache.ts) and re-read only today; cold rows empty that memory before every call, as on a",
    "fresh or another instance (the stored visitor sketches stay); 'first ever' is the one read that also makes those sketches.",
    "",
  ];
  try {
    out.push(await onPostgres(serverUrl, { scans, days, n }));
  } catch (error) {
    out.push(
      `PostgreSQL at ${serverUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")} skipped: ${(error as Error).message}`,
    );
  }
  if (embedded)
    out.push(
      "",
      await benchOne("PGlite (embedded, in memory)", await openDatabase({ databaseUrl: undefined, dataDir: null }), {
        scans: pgliteScans,
        days,
        n,
      }),
    );
  return out.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      scans: { type: "string" },
      days: { type: "string" },
      "pglite-scans": { type: "string" },
      n: { type: "string" },
      "no-embedded": { type: "boolean" },
    },
  });
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  console.log(
    await runStatsBench({
      scans: number(values.scans),
      days: number(values.days),
      pgliteScans: number(values["pglite-scans"]),
      n: number(values.n),
      embedded: !values["no-embedded"],
    }),
  );
}
