import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { GET as getScansRoute } from "@/app/api/v1/qrcodes/[id]/scans/route";
import { getDatabase } from "@/lib/db/client";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { pgliteRunner } from "@/lib/db/sql-runner";
import { ensureScanPartitions, monthStart, purgeOldScans } from "@/lib/scans/scan-partitions";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { seedScans } from "../stats/seed-scans";
import { makeOwner } from "../stats/stats-fixtures";

useTestDatabase();

// ScanEvent is partitioned by calendar month (migration 20261125090000, lib/scans/scan-partitions.ts).
const sql = async () => (await getDatabase()).sql;
const partitions = async () =>
  (
    await (
      await sql()
    ).query<{ name: string }>(
      `SELECT c.relname::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = '"ScanEvent"'::regclass ORDER BY 1`,
    )
  ).map((row) => row.name);
const partitionOf = async (browser: string) =>
  (
    await (
      await sql()
    ).query<{ name: string }>(
      `SELECT trim(both '"' from tableoid::regclass::text) AS name FROM "ScanEvent" WHERE "browser" = $1`,
      [browser],
    )
  ).map((row) => row.name);
const monthName = (date: Date) => `ScanEvent_${date.toISOString().slice(0, 7).replace("-", "_")}`;

describe("ScanEvent's monthly partitions", () => {
  it("are a partitioned table with this month's and the next two months' partitions from the start, and a scan lands in its month", async () => {
    const [{ kind }] = await (await sql()).query<{ kind: string }>(
      `SELECT relkind::text AS kind FROM pg_class WHERE oid = '"ScanEvent"'::regclass`,
    );
    expect(kind).toBe("p");
    const now = new Date();
    const names = await partitions();
    for (const offset of [0, 1, 2]) expect(names).toContain(monthName(monthStart(now, offset)));
    expect(names).toContain("ScanEvent_default");

    const { codeId } = await makeOwner();
    await seedScans(codeId, [{ at: now, browser: "now" }]);
    expect(await partitionOf("now")).toEqual([monthName(now)]);
    expect(await ensureScanPartitions(await sql(), now)).toEqual([]); // already there: nothing made
  });

  it("makes a month later and moves the rows the default partition caught into it, still listed", async () => {
    const { codeId, headers } = await makeOwner();
    await seedScans(codeId, [
      { at: "2025-03-15T08:00:00Z", browser: "march" },
      { at: "2025-04-01T00:00:00Z", browser: "april" },
    ]);
    expect(await partitionOf("march")).toEqual(["ScanEvent_default"]);
    expect(await ensureScanPartitions(await sql(), new Date("2025-03-20T00:00:00Z"), 0)).toEqual(["2025-03"]);
    expect(await partitionOf("march")).toEqual(["ScanEvent_2025_03"]);
    expect(await partitionOf("april")).toEqual(["ScanEvent_default"]);
    const listed = await call(getScansRoute, `/api/v1/qrcodes/${codeId}/scans`, { headers, params: { id: codeId } });
    expect(listed.body.data.map((scan: { browser: string }) => scan.browser)).toEqual(["april", "march"]);
    expect(listed.body.pagination.total).toBe(2);
  });

  it("are made once when several instances ensure the same months at the same time", async () => {
    const pool = await sql();
    const at = new Date("2024-06-10T00:00:00Z");
    const made = await Promise.all(Array.from({ length: 4 }, () => ensureScanPartitions(pool, at, 2)));
    expect(made.flat().sort()).toEqual(["2024-06", "2024-07", "2024-08"]);
  });

  it("are dropped whole by retention once their month ended before it; a month still partly inside stays", async () => {
    const { codeId } = await makeOwner();
    const now = new Date("2023-06-10T12:00:00Z"); // retention 30: months ended by 2023-05-01 go
    for (const month of ["2023-03-01", "2023-04-01", "2023-05-01"])
      await ensureScanPartitions(await sql(), new Date(month), 0);
    await seedScans(codeId, [
      { at: "2023-03-31T23:59:59.999Z", browser: "old-march" },
      { at: "2023-04-30T10:00:00Z", browser: "old-april" },
      { at: "2023-04-30T11:00:00Z", browser: "old-april" },
      { at: "2023-05-01T00:00:00Z", browser: "may" }, // 40 days old, but May is not over 30 days ago
      { at: "2022-12-24T00:00:00Z", browser: "old-default" }, // a month never made: in the default partition
    ]);
    expect(await purgeOldScans(await sql(), 30, now)).toBe(4);
    const names = await partitions();
    expect(names).not.toContain("ScanEvent_2023_03");
    expect(names).not.toContain("ScanEvent_2023_04");
    expect(names).toContain("ScanEvent_2023_05");
    const left = await (await sql()).query<{ browser: string }>(
      `SELECT "browser" FROM "ScanEvent" WHERE "qrCodeId" = $1`,
      [codeId],
    );
    expect(left.map((row) => row.browser)).toEqual(["may"]);
    expect(await purgeOldScans(await sql(), 30, now)).toBe(0);
  });

  it("take over an existing database's scans when the migration runs", async () => {
    const migrations = readMigrations();
    const at = migrations.findIndex((migration) => migration.name === "20261125090000_scan_event_partitions");
    const pglite = new PGlite();
    try {
      const runner = pgliteRunner(pglite);
      await applyMigrations(runner, migrations.slice(0, at));
      await runner.exec(`INSERT INTO "Account" ("id", "name") VALUES ('a1', 'Before');
        INSERT INTO "QrCode" ("id", "accountId", "content", "targetUrl", "templateUsed", "matchedKeywords", "styles", "updatedAt")
          VALUES ('c1', 'a1', 'x', 'https://example.com/', 'default', '{}', '{}', now());
        INSERT INTO "ScanEvent" ("id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt")
          SELECT 's' || g, 'c1', 'click', 'mobile', 'iOS', 'Safari', 'US', 'CA', 'LA', 'v', timestamp '2025-01-15' + g * interval '7 days'
          FROM generate_series(0, 9) g;`);
      await applyMigrations(runner, migrations);
      const rows = await runner.query<{ name: string; n: number }>(
        `SELECT trim(both '"' from tableoid::regclass::text) AS name, count(*)::int AS n FROM "ScanEvent" GROUP BY tableoid ORDER BY 1`,
      );
      expect(rows).toEqual([
        { name: "ScanEvent_2025_01", n: 3 },
        { name: "ScanEvent_2025_02", n: 4 },
        { name: "ScanEvent_2025_03", n: 3 },
      ]);
      await runner.exec(`DELETE FROM "QrCode" WHERE "id" = 'c1'`); // the cascade still reaches every partition
      expect(await runner.query(`SELECT 1 FROM "ScanEvent"`)).toEqual([]);
    } finally {
      await pglite.close();
    }
  });
});
