// Imports on the embedded database (PGlite), through the worker's own path: createImport, then
// claim and run (lib/imports/run-import.ts) until the import is finished, as the server's worker does.
//   (a) a CSV of 10,000 rows (dynamic codes; every 2nd named, every 3rd tagged). Baselines in the
//       same run: the same 10,000 codes through the existing batch path (batchCreateQrCodes, 20 a
//       call, as POST /api/v1/qrcodes/batch takes them), and the floor of a plain Prisma createMany
//       of finished rows (250 a statement, no checks).
//   (b) Shlink: 10,000 short URLs with 10 visits each (100,000) from the fake Shlink server
//       (tests/helpers/fake-shlink-server.ts, on 127.0.0.1). Baseline: the same pages fetched with
//       plain fetch and parsed, no database (the source's own cost).
// Goals: (a) under 30 s, (b) under 2 minutes, on these 2 cores (README "Importing links").
//   npx tsx bench/import.ts   (BENCH_IMPORT_ROWS, BENCH_IMPORT_SHLINK_URLS, BENCH_IMPORT_VISITS_PER_URL,
//   BENCH_IMPORT_ONLY=csv|shlink)
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FakeShlinkServer } from "../tests/helpers/fake-shlink-server";

for (const name of ["AUTH_SECRET", "VISITOR_HASH_SECRET", "WEBHOOK_SECRET_KEY"])
  process.env[name] ??= randomBytes(32).toString("hex");
process.env.ALLOW_PRIVATE_TARGETS = "1"; // the fake Shlink listens on 127.0.0.1
process.env.DB_STATEMENT_TIMEOUT_MS ??= String(10 * 60_000);
delete process.env.DATABASE_URL;

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SHLINK_URLS = Number(process.env.BENCH_IMPORT_SHLINK_URLS ?? 10_000);
const VISITS_PER_URL = Number(process.env.BENCH_IMPORT_VISITS_PER_URL ?? 10);
const ONLY = process.env.BENCH_IMPORT_ONLY;
const LEASE_MS = 10 * 60_000;
const CREDITS_PER_CODE = 10;

interface Row {
  name: string;
  items: number;
  seconds: number;
  note?: string;
}

const seconds = (startedAt: bigint) => Number(process.hrtime.bigint() - startedAt) / 1e9;

async function freshEmbedded() {
  const { openDatabase, useDatabase } = await import("../lib/db/client");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-bench-import-"));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  useDatabase(database);
  return {
    database,
    drop: async () => {
      useDatabase(undefined);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user owning a workspace with enough credits for `codes` dynamic codes, and their session caller. */
async function owner(label: string, codes: number) {
  const { createUser } = await import("../lib/users/create-user");
  const { grantCredits } = await import("../lib/credits/grant-credits");
  const { PERMISSIONS } = await import("../lib/keys/permissions");
  const { db } = await import("../lib/db/client");
  const user = await createUser({
    email: `${label}-${randomBytes(4).toString("hex")}@bench.test`,
    password: "correct horse battery",
    name: `Bench ${label}`,
  });
  const { accountId } = await (await db()).user.findUniqueOrThrow({
    where: { id: user.id },
    select: { accountId: true },
  });
  await grantCredits(accountId, codes * CREDITS_PER_CODE + 1000);
  return {
    kind: "session" as const,
    ip: "127.0.0.1",
    accountId,
    userId: user.id,
    role: user.role,
    workspaceRole: "OWNER" as const,
    permissions: [...PERMISSIONS],
  };
}
type Owner = Awaited<ReturnType<typeof owner>>;

/** Creates the import and runs every waiting import to its end, as the worker would; answers its final state. */
async function importAndWait(
  caller: Owner,
  body: Parameters<typeof import("../lib/imports/create-import").createImport>[1],
) {
  const { createImport } = await import("../lib/imports/create-import");
  const { claimImport } = await import("../lib/imports/claim-import");
  const { runImport } = await import("../lib/imports/run-import");
  const { getImport } = await import("../lib/imports/get-import");
  const { getDatabase } = await import("../lib/db/client");
  const { sql } = await getDatabase();
  const startedAt = process.hrtime.bigint();
  const { importId } = await createImport(caller, body);
  for (;;) {
    const claim = await claimImport(sql, LEASE_MS);
    if (!claim) break;
    await runImport(claim, { signal: new AbortController().signal, leaseMs: LEASE_MS, stopping: () => false });
  }
  const took = seconds(startedAt);
  const view = await getImport(caller.accountId, importId);
  if (view.status !== "SUCCEEDED") throw new Error(`import ${view.status}: ${JSON.stringify(view.error)}`);
  return { view, took };
}

const counts = (view: { created: number; updated: number; skipped: number; failed: number }) =>
  `${view.created} created, ${view.updated} updated, ${view.skipped} skipped, ${view.failed} failed`;

// As tests/imports/import-helpers.ts writes a CSV (that module also loads the routes).
const csvOf = (rows: string[][]) => `${rows.map((row) => row.map(quote).join(",")).join("\r\n")}\r\n`;
const quote = (cell: string) => (/[",\r\n;]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

const csvRow = (i: number) => [
  `https://example.com/bench/${i}?utm_source=print`,
  i % 2 === 0 ? `Poster ${i}` : "",
  i % 3 === 0 ? "print|menu" : "",
];

async function csvRuns(): Promise<Row[]> {
  const { batchCreateQrCodes } = await import("../lib/codes/batch-create-qr-codes");
  const { generateShortCode } = await import("../lib/codes/generate-short-code");
  const { resolveDesign } = await import("../lib/generate/resolve-design");
  const { db } = await import("../lib/db/client");
  const { drop } = await freshEmbedded();
  const rows: Row[] = [];
  try {
    // Floor: finished rows straight into the table, 250 a statement (what a batch of the import writes at most).
    const floor = await owner("floor", ROWS);
    const prisma = await db();
    let startedAt = process.hrtime.bigint();
    for (let start = 0; start < ROWS; start += 250) {
      const data = Array.from({ length: Math.min(250, ROWS - start) }, (_, offset) => {
        const [url, name, tags] = csvRow(start + offset);
        const design = resolveDesign({ content: url });
        return {
          accountId: floor.accountId,
          name: name || url,
          tags: tags ? tags.split("|") : [],
          content: url,
          targetUrl: url,
          shortCode: generateShortCode(),
          templateUsed: design.templateUsed,
          matchedKeywords: design.matchedKeywords,
          styles: design.styles as object,
        };
      });
      await prisma.qrCode.createMany({ data });
    }
    rows.push({ name: "floor: Prisma createMany, 250 a statement", items: ROWS, seconds: seconds(startedAt) });

    // The existing way: the batch endpoint's function, 20 items a call.
    const batch = await owner("batch", ROWS);
    startedAt = process.hrtime.bigint();
    let failed = 0;
    for (let start = 0; start < ROWS; start += 20) {
      const items = Array.from({ length: Math.min(20, ROWS - start) }, (_, offset) => {
        const [url, name, tags] = csvRow(start + offset);
        return { content: url, ...(name ? { name } : {}), ...(tags ? { tags: tags.split("|") } : {}) };
      });
      failed += (await batchCreateQrCodes(batch, items)).failed;
    }
    rows.push({
      name: "batchCreateQrCodes, 20 a call",
      items: ROWS,
      seconds: seconds(startedAt),
      note: failed ? `${failed} failed` : undefined,
    });

    const importer = await owner("csv", ROWS);
    const csv = csvOf([["url", "name", "tags"], ...Array.from({ length: ROWS }, (_, i) => csvRow(i))]);
    const dry = await importAndWait(importer, { source: "csv", options: { csv }, dryRun: true });
    rows.push({
      name: "CSV import, dry run",
      items: ROWS,
      seconds: dry.took,
      note: counts(dry.view).replace("created", "to create"),
    });
    const real = await importAndWait(importer, { source: "csv", options: { csv } });
    rows.push({ name: "CSV import", items: ROWS, seconds: real.took, note: counts(real.view) });
    const again = await importAndWait(importer, { source: "csv", options: { csv } });
    rows.push({ name: "CSV import again (all skipped)", items: ROWS, seconds: again.took, note: counts(again.view) });
  } finally {
    await drop();
  }
  return rows;
}

/** The fake Shlink's URLs imported into a fresh database's workspace that serves go.brand.com (every 4th URL's domain). */
async function shlinkImport(shlink: FakeShlinkServer, name: string, visits: boolean): Promise<Row> {
  const { db } = await import("../lib/db/client");
  const { drop } = await freshEmbedded();
  try {
    const importer = await owner("shlink", SHLINK_URLS);
    await (await db()).domain.create({
      data: { accountId: importer.accountId, hostname: "go.brand.com", verificationToken: "bench", status: "VERIFIED" },
    });
    const options = { baseUrl: shlink.origin, apiKey: shlink.apiKey, ...(visits ? { visits: true } : {}) };
    const { view, took } = await importAndWait(importer, { source: "shlink", options });
    const scans = await (await db()).scanEvent.count({ where: { qrCode: { accountId: importer.accountId } } });
    return { name, items: SHLINK_URLS, seconds: took, note: `${counts(view)}; ${scans} scans` };
  } finally {
    await drop();
  }
}

async function shlinkRuns(): Promise<Row[]> {
  const { startFakeShlink } = await import("../tests/helpers/fake-shlink-server");
  const shlink = await startFakeShlink({ count: SHLINK_URLS, visitsOf: () => VISITS_PER_URL });
  const rows: Row[] = [];
  try {
    // Baseline: every page the importer asks for, fetched and parsed, no database.
    const headers = { "x-api-key": shlink.apiKey };
    const startedAt = process.hrtime.bigint();
    let visits = 0;
    const pages = Math.ceil(SHLINK_URLS / 100);
    for (let page = 1; page <= pages; page++) {
      const list = await fetch(`${shlink.origin}/rest/v3/short-urls?page=${page}&itemsPerPage=100`, { headers });
      const { shortUrls } = (await list.json()) as {
        shortUrls: { data: { shortCode: string; domain: string | null }[] };
      };
      for (const url of shortUrls.data) {
        const query = `itemsPerPage=5000${url.domain ? `&domain=${url.domain}` : ""}`;
        const answer = await fetch(`${shlink.origin}/rest/v3/short-urls/${url.shortCode}/visits?${query}`, { headers });
        visits += ((await answer.json()) as { visits: { data: unknown[] } }).visits.data.length;
      }
    }
    rows.push({
      name: "baseline: the same pages, plain fetch, no database",
      items: SHLINK_URLS,
      seconds: seconds(startedAt),
      note: `${visits} visits`,
    });
    rows.push(await shlinkImport(shlink, "Shlink import, URLs only", false));
    rows.push(await shlinkImport(shlink, `Shlink import with ${VISITS_PER_URL} visits each`, true));
  } finally {
    await shlink.close();
  }
  return rows;
}

function format(title: string, rows: Row[], baselineIndex = 0): string {
  const base = rows[baselineIndex];
  const lines = [
    `${title}`,
    "| run | items | seconds | items/s | vs baseline | |",
    "|---|---:|---:|---:|---:|---|",
    ...rows.map(
      (row, i) =>
        `| ${row.name} | ${row.items} | ${row.seconds.toFixed(1)} | ${(row.items / row.seconds).toFixed(0)} | ${i === baselineIndex ? "—" : `${(row.seconds / base.seconds).toFixed(2)}× the time`} | ${row.note ?? ""} |`,
    ),
  ];
  return lines.join("\n");
}

export async function runImportBench(): Promise<string> {
  const parts: string[] = [];
  if (ONLY !== "shlink")
    parts.push(format(`CSV, ${ROWS} rows, embedded database (baseline: the batch path)`, await csvRuns(), 1));
  if (ONLY !== "csv")
    parts.push(format(`Shlink, ${SHLINK_URLS} URLs, embedded database (baseline: fetching alone)`, await shlinkRuns()));
  return parts.join("\n\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(await runImportBench());
  process.exit(0);
}
