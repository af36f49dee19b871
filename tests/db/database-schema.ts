import { canonicalDefault, type SchemaFacts } from "./schema-facts";

export type Query = <Row>(sql: string) => Promise<Row[]>;

// Everything is cast to text or boolean so PGlite and pg return the same JS values.
const IN_SCHEMA = `n.nspname = current_schema()`;
// Partitions (ScanEvent's months) are the app's to make; their parent is what schema.prisma describes.
const NOT_MIGRATIONS = `t.relname <> '_prisma_migrations' AND NOT t.relispartition`;
const attnames = (relid: string, keys: string, suffix = "''") => `array_to_string(ARRAY(
    SELECT a.attname::text || ${suffix} FROM unnest(${keys}) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = ${relid} AND a.attnum = k.attnum ORDER BY k.ord), ', ')`;

const TABLES = `SELECT t.relname::text AS name FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace
  WHERE t.relkind IN ('r', 'p') AND ${IN_SCHEMA} AND ${NOT_MIGRATIONS}`;

const COLUMNS = `SELECT t.relname::text AS table_name, a.attname::text AS column_name,
    replace(format_type(a.atttypid, a.atttypmod), '"', '') AS data_type, a.attnotnull AS not_null,
    pg_get_expr(d.adbin, d.adrelid) AS default_value
  FROM pg_attribute a JOIN pg_class t ON t.oid = a.attrelid JOIN pg_namespace n ON n.oid = t.relnamespace
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  WHERE t.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND ${IN_SCHEMA} AND ${NOT_MIGRATIONS}`;

const ENUMS = `SELECT t.typname::text AS name,
    array_to_string(ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder), ', ') AS labels
  FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE t.typtype = 'e' AND ${IN_SCHEMA}`;

// int2vector subscripts start at 0; bit 1 of indoption is DESC. A partial index (one with a WHERE)
// is beyond what schema.prisma can state: drift.test.ts checks those by their whole definition.
const INDEXES = `SELECT t.relname::text AS table_name, i.relname::text AS index_name, x.indisunique AS is_unique,
    x.indisprimary AS is_primary, am.amname::text AS method,
    ${attnames("t.oid", "x.indkey::int2[]", "CASE WHEN (x.indoption[k.ord - 1] & 1) = 1 THEN ' DESC' ELSE '' END")} AS columns
  FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
  JOIN pg_am am ON am.oid = i.relam JOIN pg_namespace n ON n.oid = t.relnamespace
  WHERE ${IN_SCHEMA} AND ${NOT_MIGRATIONS} AND x.indpred IS NULL`;

/** Each partial index's definition as PostgreSQL prints it (pg_get_indexdef). */
export const PARTIAL_INDEXES = `SELECT pg_get_indexdef(x.indexrelid) AS definition
  FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
  WHERE ${IN_SCHEMA} AND ${NOT_MIGRATIONS} AND x.indpred IS NOT NULL ORDER BY 1`;

const FOREIGN_KEYS = `SELECT t.relname::text AS table_name, r.relname::text AS target_table,
    ${attnames("c.conrelid", "c.conkey")} AS columns, ${attnames("c.confrelid", "c.confkey")} AS target_columns,
    c.confdeltype::text AS on_delete, c.confupdtype::text AS on_update
  FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
  JOIN pg_namespace n ON n.oid = t.relnamespace WHERE c.contype = 'f' AND ${IN_SCHEMA} AND NOT t.relispartition`;

const ACTIONS: Record<string, string> = {
  a: "NO ACTION",
  r: "RESTRICT",
  c: "CASCADE",
  n: "SET NULL",
  d: "SET DEFAULT",
};

/** What the migrated database contains, as facts in the same form as prisma-schema.ts produces. */
export async function databaseSchemaFacts(query: Query): Promise<SchemaFacts> {
  const facts: SchemaFacts = new Map();
  for (const row of await query<{ name: string }>(TABLES)) facts.set(`table "${row.name}"`, "");
  // Compared as a set: ALTER TYPE … ADD VALUE appends, whatever the order in schema.prisma.
  for (const row of await query<{ name: string; labels: string }>(ENUMS)) {
    facts.set(`enum "${row.name}"`, row.labels.split(", ").sort().join(", "));
  }
  type Column = {
    table_name: string;
    column_name: string;
    data_type: string;
    not_null: boolean;
    default_value: string | null;
  };
  for (const row of await query<Column>(COLUMNS)) {
    const detail = `${row.data_type} ${row.not_null ? "NOT NULL" : "NULL"} DEFAULT ${canonicalDefault(row.default_value)}`;
    facts.set(`column "${row.table_name}"."${row.column_name}"`, detail);
  }
  type Index = {
    table_name: string;
    index_name: string;
    is_unique: boolean;
    is_primary: boolean;
    method: string;
    columns: string;
  };
  for (const row of await query<Index>(INDEXES)) {
    const kind = row.is_primary ? "PRIMARY KEY" : row.is_unique ? "UNIQUE" : "INDEX";
    facts.set(`index "${row.index_name}"`, `${kind} on "${row.table_name}" (${row.columns}) using ${row.method}`);
  }
  type ForeignKey = {
    table_name: string;
    target_table: string;
    columns: string;
    target_columns: string;
    on_delete: string;
    on_update: string;
  };
  for (const row of await query<ForeignKey>(FOREIGN_KEYS)) {
    facts.set(
      `foreign key "${row.table_name}" (${row.columns})`,
      `→ "${row.target_table}" (${row.target_columns}) ON DELETE ${ACTIONS[row.on_delete]} ON UPDATE ${ACTIONS[row.on_update]}`,
    );
  }
  return facts;
}
