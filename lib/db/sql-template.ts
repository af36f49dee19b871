// Raw SQL that reads like SQL: a tagged template turns every `${value}` into a numbered parameter,
// and `unnest`/`insertRows` pass a list of row objects as one typed array per column. The text of
// a statement is the same for any number of rows (one parameter per column, not per value), on
// PGlite and PostgreSQL alike.

/** A statement ready for `query(text, values)`. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** A piece of SQL that adds its own parameters when the statement around it is assembled. */
export class SqlFragment {
  constructor(readonly render: (param: (value: unknown) => string) => string) {}

  /** This fragment as a whole statement: its text with $1, $2, … and their values. */
  build(): SqlQuery {
    const values: unknown[] = [];
    const text = this.render((value) => `$${values.push(value)}`);
    return { text, values };
  }
}

/**
 * `sql\`SELECT … WHERE "id" = ${id}\``: values become parameters ($1, $2, …, numbered when the
 * statement is built); fragments (unnest, insertRows, other sql\`…\`) render in place.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  return new SqlFragment((param) => {
    let text = strings[0];
    values.forEach((value, i) => {
      text += (value instanceof SqlFragment ? value.render(param) : param(value)) + strings[i + 1];
    });
    return text;
  });
}

/**
 * Column types as they travel. Timestamps are Dates (or timestamp text as the database gave it)
 * and go as ISO text: cast to timestamp(3) they keep their UTC wall time, as Prisma stores them.
 */
const ARRAY_TYPES = { text: "text[]", int: "int[]", bool: "bool[]", timestamp: "timestamp(3)[]" } as const;
export type ColumnType = keyof typeof ARRAY_TYPES;
type ColumnValue<T extends ColumnType> = T extends "int"
  ? number
  : T extends "bool"
    ? boolean
    : T extends "timestamp"
      ? Date | string
      : string;
/** The row type a column list describes (every column may be null). */
export type RowOf<Columns extends Record<string, ColumnType>> = {
  [K in keyof Columns]: ColumnValue<Columns[K]> | null;
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function quote(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return `"${name}"`;
}

const travel = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** `unnest($1::text[], $2::int[]) AS alias("a", "b")`: the rows as a table, columns in the given order. */
export function unnest<Columns extends Record<string, ColumnType>>(
  alias: string,
  columns: Columns,
  rows: readonly RowOf<Columns>[],
): SqlFragment {
  const names = Object.keys(columns);
  return new SqlFragment((param) => {
    const arrays = names.map((name) => `${param(rows.map((row) => travel(row[name])))}::${ARRAY_TYPES[columns[name]]}`);
    return `unnest(${arrays.join(", ")}) AS ${quote(alias)}(${names.map(quote).join(", ")})`;
  });
}

/** `INSERT INTO "Table" ("a", "b") SELECT * FROM unnest(…) AS alias("a", "b")`: row keys are the table's columns. */
export function insertRows<Columns extends Record<string, ColumnType>>(
  table: string,
  alias: string,
  columns: Columns,
  rows: readonly RowOf<Columns>[],
): SqlFragment {
  const rowsTable = unnest(alias, columns, rows);
  return new SqlFragment(
    (param) =>
      `INSERT INTO ${quote(table)} (${Object.keys(columns).map(quote).join(", ")}) SELECT * FROM ${rowsTable.render(param)}`,
  );
}
