// Seeding for bench/stats.ts on PostgreSQL at a hundred million scans: rows made in this process
// (stats-rows.ts) and streamed with COPY FROM STDIN, each month's events straight into its
// partition, rollups and distinct visitors tallied while drawing (no pass over the events after).
// On empty tables (`bulk`) the indexes are dropped first and built once after the load, and the
// events and visitor days are written FREEZE (the table emptied in the same transaction), so no
// VACUUM has to visit every page afterwards to make index-only scans possible. The tables end
// with the same columns, keys and indexes as the migrations made them.
import { once } from "node:events";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { drawDay, random } from "./stats-rows";

const DAY_MS = 86_400_000;
const CHUNK_ROWS = 2000;
// The tables whose keys and indexes a bulk load drops and builds again after (ScanDailyCount's
// rows are few: it keeps its key).
const BULK_TABLES = ["ScanEvent", "ScanVisitorDay"];

type Timings = { phase: string; seconds: number }[];

/** Streams text rows into `COPY <target> FROM STDIN`, honouring the stream's back-pressure. */
class CopyWriter {
  private stream?: ReturnType<typeof copyFrom>;
  private done?: Promise<unknown>;
  constructor(private readonly client: pg.Client) {}

  async open(target: string, columns: string, freeze: boolean) {
    if (freeze) await this.client.query(`BEGIN; TRUNCATE ${target}`);
    this.stream = this.client.query(copyFrom(`COPY ${target} (${columns}) FROM STDIN${freeze ? " FREEZE" : ""}`));
    this.done = new Promise((resolve, reject) => {
      this.stream?.on("finish", resolve);
      this.stream?.on("error", reject);
    });
  }

  /** Chunks of COPY text, or rows joined into chunks here. */
  async write(rows: Buffer[] | string[]) {
    const stream = this.stream as NonNullable<typeof this.stream>;
    const chunks: (Buffer | string)[] = [];
    if (rows.length > 0 && typeof rows[0] === "string")
      for (let start = 0; start < rows.length; start += CHUNK_ROWS)
        chunks.push((rows as string[]).slice(start, start + CHUNK_ROWS).join(""));
    else chunks.push(...(rows as Buffer[]));
    for (const chunk of chunks) if (!stream.write(chunk)) await once(stream, "drain");
  }

  async close(freeze: boolean) {
    this.stream?.end();
    await this.done;
    if (freeze) await this.client.query("COMMIT");
  }
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Rows made here are valid by construction: no foreign-key trigger per row (the constraint stays).
  await client.query("SET session_replication_role = replica; SET statement_timeout = 0");
  return client;
}

/** The keys and indexes of the tables, as statements to drop and to make them again. */
async function indexStatements(client: pg.Client) {
  const { rows } = await client.query<{ drop: string; create: string }>(
    `SELECT format('ALTER TABLE %I DROP CONSTRAINT %I', t.relname, c.conname) AS "drop",
            format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid)) AS "create"
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE t.relname = ANY($1) AND c.contype IN ('p', 'u')
     UNION ALL
     SELECT format('DROP INDEX %I', i.relname), replace(pg_get_indexdef(i.oid), ' ON ONLY ', ' ON ')
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`,
    [BULK_TABLES],
  );
  return rows;
}

const partitionOf = (day: string) => `"ScanEvent_${day.slice(0, 4)}_${day.slice(5, 7)}"`;

export interface CopySeed {
  summary: string;
  /** Distinct visitors over all the days (one code only; else 0). */
  exactVisitors: number;
  timings: Timings;
}

/**
 * Seeds `scans` scans over the last `days` UTC days spread over `codes` (ids of existing codes),
 * one visitor per four scans. `bulk` only on tables holding no scans yet.
 */
export async function copySeed(
  url: string,
  codes: string[],
  { scans, days, bulk, idPrefix }: { scans: number; days: number; bulk: boolean; idPrefix: string },
): Promise<CopySeed> {
  const clients = await Promise.all([url, url, url, url].map(connect));
  const main = clients[0];
  const [events, visitorDays, rollups] = clients.slice(1).map((client) => new CopyWriter(client));
  const timings: Timings = [];
  const phase = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings.push({ phase: name, seconds: (performance.now() - started) / 1000 });
  };
  try {
    const now = Date.now();
    const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
    const dayList = Array.from({ length: days }, (_, i) => todayStart - (days - 1 - i) * DAY_MS);
    // The partitions of every month seeded, as a server running through that year would have made.
    for (const month of new Set(dayList.map((time) => new Date(time).toISOString().slice(0, 7))))
      await main.query(`SELECT "codebeam_ensure_scan_partition"($1::date)`, [`${month}-01`]);
    const indexes = bulk ? await indexStatements(main) : [];
    if (bulk) {
      const [{ n }] = (
        await main.query(`SELECT (SELECT count(*) FROM "ScanEvent") + (SELECT count(*) FROM "ScanVisitorDay") AS n`)
      ).rows;
      if (Number(n) > 0) throw new Error("a bulk seed needs empty ScanEvent and ScanVisitorDay tables");
      for (const { drop } of indexes) await main.query(drop);
    }
    const visitors = Math.max(1, Math.round(scans / 4));
    const seen = codes.length === 1 ? new Uint8Array(Math.ceil(visitors / 8)) : undefined;
    const next = random(42);
    await phase(`COPY ${scans.toLocaleString("en")} events, visitor days, rollups`, async () => {
      await visitorDays.open(`"ScanVisitorDay"`, `"qrCodeId", "day", "visitorId"`, bulk);
      await rollups.open(`"ScanDailyCount"`, `"qrCodeId", "day", "dimension", "value", "count"`, false);
      let partition = "";
      let firstId = 0;
      // The next day is drawn while PostgreSQL takes in the last one.
      let pending: Promise<unknown> = Promise.resolve();
      for (const [i, dayStart] of dayList.entries()) {
        const day = new Date(dayStart).toISOString().slice(0, 10);
        const count = Math.floor(scans / days) + (i < scans % days ? 1 : 0);
        const spanMs = dayStart === todayStart ? Math.max(1, now - todayStart) : DAY_MS;
        const rows = drawDay(next, { day, count, spanMs, codes, visitors, seen, firstId, idPrefix });
        firstId += count;
        await pending;
        if (partitionOf(day) !== partition) {
          if (partition) await events.close(bulk);
          partition = partitionOf(day);
          await events.open(bulk ? partition : `"ScanEvent"`, EVENT_COLUMNS, bulk);
        }
        pending = Promise.all([
          events.write(rows.events),
          visitorDays.write(rows.visitorDays),
          rollups.write(rows.rollups),
        ]);
      }
      await pending;
      await Promise.all([events.close(bulk), visitorDays.close(bulk), rollups.close(false)]);
    });
    if (bulk)
      await phase("build keys and indexes", async () => {
        await main.query("SET maintenance_work_mem = '1GB'");
        for (const { create } of indexes) await main.query(create);
      });
    // Statistics for the planner (and the visibility map of the rows not written FREEZE).
    await phase("VACUUM ANALYZE", () => main.query("VACUUM ANALYZE"));
    const exactVisitors = seen ? seen.reduce((sum, byte) => sum + bitCount(byte), 0) : 0;
    const total = timings.reduce((sum, t) => sum + t.seconds, 0);
    const summary = `seeded ${scans.toLocaleString("en")} scans by COPY in ${total.toFixed(1)} s (${timings.map((t) => `${t.phase} ${t.seconds.toFixed(1)} s`).join("; ")})`;
    return { summary, exactVisitors, timings };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

const EVENT_COLUMNS = `"id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt"`;

const bitCount = (byte: number) => {
  let n = 0;
  for (let b = byte; b; b &= b - 1) n++;
  return n;
};
