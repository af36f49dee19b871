// Short-link redirect throughput: autocannon (50 connections, ~10 s) against a bare Node http server
// answering 302, then against our short-link handler (the one server.ts runs ahead of Next) on the
// embedded database and on PostgreSQL. Each server runs in its own child process
// (bench/redirect-server.ts), so the load generator does not share its event loop. After each run
// the scan rows are counted against the 302s the server answered (every 302 is committed first, so
// they must be equal). All load comes from one visitor (one IP and agent): the main runs count every
// scan (no repeat limit, the recording path); the "repeat-limited" run applies the default
// SCAN_REPEAT_* limit, so after the first few scans it measures the filtered path (each 302 then only
// adds to a rollup count), and scan rows + filtered must equal the 302s. The "smart code" runs serve
// a code carrying 10 routing rules (only the last matches the phone), a schedule and UTM parameters:
// the goal is within 10% of the plain short link's ratio.
//   npx tsx bench/redirect.ts        (PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
//                                     ports BENCH_PORT and the next one, default 3170)
//   BENCH_REDIRECT_ONLY=production [BENCH_PRODUCTION_ROWS=embedded|postgres] npx tsx bench/redirect.ts
//                                    (only the production server's rows; the server bundle must be built)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase } from "./bench-database";
import { PORTS } from "./cannon";
import { ask, load, runBare, startChild, stopChild } from "./redirect-children";
import { runProductionRows } from "./redirect-production";
import type { Variant } from "./redirect-protocol";
import { formatRedirectTable, type RedirectRow } from "./redirect-table";

/** A bare run, then the short-link run: on a shared machine the pair sees about the same load. */
async function runShortLinks(label: string, databaseUrl?: string, variant: Variant = {}): Promise<RedirectRow> {
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

export async function runRedirectBench(): Promise<string> {
  const rows: RedirectRow[] = [];
  rows.push(await runShortLinks("short link, embedded (PGlite on disk)"));
  rows.push(await runShortLinks("smart code (10 rules, schedule, UTM), embedded", undefined, { smart: true }));
  rows.push(await runShortLinks("repeat-limited, embedded", undefined, { limited: true }));
  for (const [label, variant] of [
    ["short link, PostgreSQL", {}],
    ["short link, PostgreSQL, account with a scan.created webhook", { webhook: true }],
    ["short link, PostgreSQL, a live scan stream open on the account", { live: true }],
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
  return formatRedirectTable(rows);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_REDIRECT_ONLY !== "production") console.log(await runRedirectBench());
  console.log(`\n${await runProductionRows()}`);
}
