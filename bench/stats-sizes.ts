// The size on disk of the statistics tables after a seed (bench/stats.ts): rows as the planner
// estimates them after ANALYZE (a count(*) of a hundred million rows would take longer than the
// reads measured), the table, its indexes and the total, ScanEvent's partitions summed.
import type { Database } from "../lib/db/client";

const TABLES = ["ScanEvent", "ScanVisitorDay", "ScanDailyCount", "ScanMonthSums", "ScanVisitorSketch"];

const SIZES = `
  SELECT t.name,
    sum(greatest(c.reltuples, 0))::int8::text AS rows,
    sum(pg_table_size(c.oid))::int8::text AS heap,
    sum(pg_indexes_size(c.oid))::int8::text AS indexes,
    sum(pg_total_relation_size(c.oid))::int8::text AS total
  FROM unnest($1::text[]) t(name)
  JOIN pg_class c ON c.oid IN (
    SELECT relid FROM pg_partition_tree(format('%I', t.name)::regclass) WHERE isleaf
    UNION SELECT format('%I', t.name)::regclass WHERE NOT EXISTS (SELECT 1 FROM pg_inherits WHERE inhparent = format('%I', t.name)::regclass))
  GROUP BY t.name ORDER BY array_position($1::text[], t.name)`;

const mb = (bytes: string) => `${(Number(bytes) / 1024 ** 2).toFixed(0)} MB`;

/** A markdown table of the statistics tables' sizes, and the database's. */
export async function tableSizes(database: Database): Promise<string> {
  const rows = await database.sql.query<{ name: string; rows: string; heap: string; indexes: string; total: string }>(
    SIZES,
    [TABLES],
  );
  const [{ size }] = await database.sql.query<{ size: string }>(
    "SELECT pg_database_size(current_database())::text AS size",
  );
  return [
    "| table             |          rows (est.) |      heap |   indexes |     total |",
    "| ----------------- | -------------------: | --------: | --------: | --------: |",
    ...rows.map(
      (row) =>
        `| ${row.name.padEnd(17)} | ${Number(row.rows).toLocaleString("en").padStart(20)} | ${mb(row.heap).padStart(9)} | ${mb(row.indexes).padStart(9)} | ${mb(row.total).padStart(9)} |`,
    ),
    `| database          |                      |           |           | ${mb(size).padStart(9)} |`,
  ].join("\n");
}
