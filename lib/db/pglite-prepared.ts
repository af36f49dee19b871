import { type PGlite, parse, protocol, types } from "@electric-sql/pglite";

// PGlite's query() parses and plans its text on every call, in five calls into WebAssembly (parse,
// describe, bind, describe, execute). For the hot statements (the scan batch, short-link lookups)
// that was most of their cost: planning the batch's CTEs took ~1.5 ms, and asked the file system
// for the size of every table and index it touched. A named statement is parsed once per database
// and, after PostgreSQL's first five runs, planned once; each call is then one Bind/Execute
// message, as node-postgres does for the same statements on PostgreSQL.

const { serialize } = protocol;
/** SQLSTATE invalid_sql_statement_name: the statement is gone (a DISCARD or DEALLOCATE ran). */
const NOT_PREPARED = "26000";
/** SQLSTATE duplicate_prepared_statement. */
const ALREADY_PREPARED = "42P05";

type ProtocolMessage = { name: string; code?: string };

/** Parameters in text format, as PGlite's own serializers write them for the same values. */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // Elements: the serializer writes NULL and nested arrays itself, and quotes what this returns.
  if (Array.isArray(value)) return types.arraySerializer(value, (item: unknown) => toText(item) ?? "", 0);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export type PreparedQuery = <Row>(name: string, text: string, params?: unknown[]) => Promise<Row[]>;

/**
 * `run(name, text, params)` answers the rows PGlite's `query(text, params)` would. It takes the same
 * locks query() does, so it never runs inside another caller's open transaction. `name` must
 * always come with the same text.
 */
export function preparedQueries(pglite: PGlite): PreparedQuery {
  const prepared = new Map<string, string>();

  const message = (name: string, text: string, params: unknown[], withParse: boolean) =>
    Buffer.concat([
      ...(withParse ? [serialize.parse({ name, text, types: [] })] : []),
      serialize.bind({ statement: name, values: params.map(toText) }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);

  // Inside the locks, so that of two first calls only one parses. A statement gone (DEALLOCATE)
  // or already there under this name is corrected once.
  async function runLocked<Row>(name: string, text: string, params: unknown[]): Promise<Row[]> {
    // It may have closed while this call waited for the locks (a shutdown): an outage, not a bug.
    if (pglite.closed) throw new Error("PGlite is closed");
    for (let attempt = 0; ; attempt++) {
      const withParse = !prepared.has(name);
      const { messages } = await pglite.execProtocol(message(name, text, params, withParse), { throwOnError: false });
      if (messages.some((m) => m.name === "parseComplete")) prepared.set(name, text);
      const error = messages.find((m) => m.name === "error") as (ProtocolMessage & Error) | undefined;
      if (!error) return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
      if (attempt > 0) throw error;
      if (error.code === NOT_PREPARED && !withParse) prepared.delete(name);
      else if (error.code === ALREADY_PREPARED && withParse) prepared.set(name, text);
      else throw error;
    }
  }

  return async <Row>(name: string, text: string, params: unknown[] = []) => {
    if (pglite.closed) throw new Error("PGlite is closed");
    const known = prepared.get(name);
    if (known !== undefined && known !== text) throw new Error(`prepared statement ${name} was given a different text`);
    return pglite._runExclusiveTransaction(() => pglite.runExclusive(() => runLocked<Row>(name, text, params)));
  };
}
