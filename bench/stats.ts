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
import { sketchSettledPeriods } from "../lib/stats/sketch-settled-periods";
import { sketchTodayHours } from "../lib/stats/sketch-today-hours";
import { addDays, today } from "../lib/stats/utc-days";
import { listScans } from "../lib/stats/list-scans";
import { getAccountOverview } from "../lib/stats/get-account-overview";
import { type Measurement, measure } from "./measure";
import { copySeed } from "./stats-copy";
import { makeCodes, seedScans } from "./stats-seed";
import { tableSizes } from "./stats-sizes";

// Seeding and VACUUM run for minutes; the reads measured are far inside the default 5 s anyway.
process.env.DB_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

const OVERVIEW_CODES = 1000;
const OVERVIEW_SCANS = 1_000_000;
const ms = (us: number) => (us / 1000).toFixed(1);

/** A row of one timed call. */
const single = (name: string, ms: number): Measurement => ({
  name,
  n: 1,
  perSecond: 1000 / ms,
  meanUs: ms * 1000,
  p50Us: ms * 1000,
  p99Us: ms * 1000,
});

/** `keep` leaves the PostgreSQL database for a look at its plans (drop it by hand after). */
type Options = { scans: number; days: number; n: number; firstRead: boolean; keep?: boolean };

/** Seeds through COPY when the database is a PostgreSQL server (`url`), else in SQL. */
async function seed(database: Database, url: string | undefined, ids: string[], scans: number, days: number) {
  if (!url) return { summary: await seedScans(database, ids, scans, days), exact: undefined };
  const empty = (await database.sql.query(`SELECT 1 FROM "ScanEvent" LIMIT 1`)).length === 0;
  const idPrefix = `bench-${randomBytes(3).toString("hex")}-`;
  const { summary, exactVisitors } = await copySeed(url, ids, { scans, days, bulk: empty, idPrefix });
  return { summary, exact: ids.length === 1 ? exactVisitors : undefined };
}

async function benchOne(label: string, database: Database, options: Options, url?: string): Promise<string> {
  const { scans, days, n } = options;
  useDatabase(database);
  try {
    const { accountId, ids } = await makeCodes(database, 1, scans);
    const codeId = ids[0];
    const { summary, exact: seededExact } = await seed(database, url, ids, scans, days);
    const end = today();
    const ranges: [string, { startDate: string; endDate: string }][] = [
      ["getStats, default 31 days", { startDate: addDays(end, -30), endDate: end }],
      [`getStats, all ${days} days`, { startDate: addDays(end, -(days - 1)), endDate: end }],
    ];
    const rows: Measurement[] = [
      await measure("baseline: SELECT 1", () => database.sql.query("SELECT 1").then(() => {}), { n, warmup: 5 }),
    ];
    // Without the job (before this change, or before it reached these days), the first read of the
    // range makes and stores its visitor sketches itself.
    // At a hundred million scans this read takes minutes: `--no-first-read` leaves it out.
    const unsketched = performance.now();
    const withoutJob = options.firstRead ? await getStats(accountId, codeId, ranges[1][1]) : undefined;
    if (withoutJob) rows.push(single(`${ranges[1][0]}, first, no job run`, performance.now() - unsketched));
    // The background job makes those of every settled day and month, and the months' sums (as the
    // server does after each midnight UTC); the first read after it only merges them.
    await database.sql.query(`DELETE FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1`, [codeId]);
    forgetAll();
    const jobStarted = performance.now();
    let turns = 1;
    while ((await sketchSettledPeriods(database))?.more) turns++;
    rows.push(single(`sketch job, all settled days (${turns} turns)`, performance.now() - jobStarted));
    const written = async () =>
      (
        await database.sql.query<{ version: string }>(
          `SELECT coalesce(max(xmin::text::bigint), 0)::text AS version FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1`,
          [codeId],
        )
      )[0].version;
    const beforeRead = await written();
    const started = performance.now();
    const full = await getStats(accountId, codeId, ranges[1][1]);
    rows.push(single(`${ranges[1][0]}, first after the job`, performance.now() - started));
    if ((await written()) !== beforeRead) throw new Error("the first read after the job wrote visitor sketches");
    if (withoutJob && withoutJob.uniqueUsers !== full.uniqueUsers)
      throw new Error(
        `unique users ${withoutJob.uniqueUsers} made at read, ${full.uniqueUsers} from the job's sketches`,
      );
    if (full.totalScans !== scans)
      throw new Error(`expected ${scans} scans over ${days} days, stats say ${full.totalScans}`);
    for (const [name, range] of ranges)
      rows.push(await measure(name, async () => void (await getStats(accountId, codeId, range)), { n, warmup: 5 }));
    // Cold: nothing remembered in this process, as on a fresh or another instance.
    const cold = Math.max(5, Math.round(n / 5));
    const work365 = async () => {
      forgetAll();
      await getStats(accountId, codeId, ranges[1][1]);
    };
    // The same year without today: what the settled days cost apart from today's visitors.
    const settled: (typeof ranges)[number] = [
      `getStats, ${days} days to yesterday`,
      { startDate: addDays(end, -days), endDate: addDays(end, -1) },
    ];
    for (const [name, range] of [...ranges, settled]) {
      const work = async () => {
        forgetAll();
        await getStats(accountId, codeId, range);
      };
      rows.push(await measure(`${name}, cold`, work, { n: cold, warmup: 1 }));
    }
    // Just before the job's next turn: the sketch of today's hours an hour behind, so a read adds the
    // visitors of an hour or more of today's clicks (today's scans are seeded up to the seeding's start).
    const dropTodaySketch = `DELETE FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 AND period LIKE '%T%'`;
    await database.sql.query(dropTodaySketch, [codeId]);
    await sketchTodayHours(database.sql, new Date(Date.now() - 3_600_000), Number.MAX_SAFE_INTEGER);
    rows.push(await measure(`${ranges[1][0]}, cold, today's sketch an hour behind`, work365, { n: cold, warmup: 1 }));
    // As before the job kept a sketch of today's hours (lib/stats/today-sketch.ts): every read hashes
    // all of today's visitor ids. Last, since it removes that sketch.
    await database.sql.query(dropTodaySketch, [codeId]);
    rows.push(await measure(`${ranges[1][0]}, cold, no sketch of today`, work365, { n: cold, warmup: 1 }));
    const exact = seededExact ?? (await exactVisitors(database, codeId));
    const pages = Math.ceil(scans / 20);
    // Also a page starting half-way through yesterday, past today's and half a day's events.
    const midDay = Math.floor((1.5 * scans) / days / 20) + 1;
    for (const page of [...new Set([1, midDay, Math.ceil(pages / 2), pages])]) {
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
      await benchOverview(database, url, n),
      ...(url ? ["", "Table sizes after both seeds and the sketch job:", await tableSizes(database)] : []),
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
async function benchOverview(database: Database, url: string | undefined, n: number): Promise<string> {
  const { accountId, ids } = await makeCodes(database, OVERVIEW_CODES, OVERVIEW_SCANS / OVERVIEW_CODES);
  const { summary } = await seed(database, url, ids, OVERVIEW_SCANS, 60);
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
      `| ${row.name.padEnd(46)} | ${String(row.n).padStart(3)} | ${ms(row.p50Us).padStart(7)} | ${ms(row.p99Us).padStart(7)} | ${ms(row.meanUs).padStart(7)} |`,
  );
  return [
    `| ${"operation".padEnd(46)} |   n | p50 ms  | p99 ms  | mean ms |`,
    `| ${"-".repeat(46)} | --: | ------: | ------: | ------: |`,
    ...lines,
  ].join("\n");
}

async function onPostgres(serverUrl: string, options: Options): Promise<string> {
  const name = `codebeam_bench_stats_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return await benchOne(`PostgreSQL (${url.host})`, database, options, url.toString());
  } finally {
    if (options.keep) console.error(`kept database ${name}: drop it with DROP DATABASE ${name} WITH (FORCE)`);
    else await dropDatabase(admin, name);
    await admin.end();
  }
}

async function dropDatabase(admin: pg.Client, name: string) {
  // pg's Pool.end() resolves before its sockets close; a forced drop would kill an idle pool
  // client that has no error listener (and so the process). Let them go first.
  for (let waited = 0; waited < 5000; waited += 50) {
    const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function runStatsBench(
  options: {
    scans?: number;
    days?: number;
    pgliteScans?: number;
    n?: number;
    embedded?: boolean;
    firstRead?: boolean;
    keep?: boolean;
  } = {},
): Promise<string> {
  const { scans = 1_000_000, days = 90, pgliteScans = scans, n = 50, embedded = true, firstRead = true } = options;
  const serverUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const out = [
    `Statistics reads: sequential calls after a warm-up, Node ${process.version}. Warm rows reuse the settled days remembered in`,
    "the process (lib/stats/settled-days-cache.ts) and re-read only today; cold rows empty that memory before every call, as on a",
    "fresh or another instance (the stored visitor sketches and month sums stay). 'first after the job' is the first read once the",
    "background job (lib/stats/sketch-settled-periods.ts) has made the sketches and month sums; 'first, no job run' is one that",
    "must make the sketches itself (and sums every day's rollups).",
    "",
  ];
  try {
    out.push(await onPostgres(serverUrl, { scans, days, n, firstRead, keep: options.keep }));
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
        firstRead,
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
      "no-first-read": { type: "boolean" },
      keep: { type: "boolean" },
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
      firstRead: !values["no-first-read"],
      keep: values.keep,
    }),
  );
}
