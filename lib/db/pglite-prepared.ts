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

  async function execute(name: string, text: string, params: unknown[], withParse: boolean) {
    const message = Buffer.concat([
      ...(withParse ? [serialize.parse({ name, text, types: [] })] : []),
      serialize.bind({ statement: name, values: params.map(toText) }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await pglite._runExclusiveTransaction(() => pglite.runExclusive(() => pglite.execProtocol(message, { throwOnError: false })));
    if (messages.some((m) => m.name === "parseComplete")) prepared.set(name, text);
    return messages;
  }

  return async <Row>(name: string, text: string, params: unknown[] = []) => {
    if (pglite.closed) throw new Error("PGlite is closed");
    const known = prepared.get(name);
    if (known !== undefined && known !== text) throw new Error(`prepared statement ${name} was given a different text`);
    let messages = await execute(name, text, params, known === undefined);
    let error = messages.find((m) => m.name === "error") as (ProtocolMessage & Error) | undefined;
    if (error?.code === NOT_PREPARED && known !== undefined) {
      prepared.delete(name);
      messages = await execute(name, text, params, true);
      error = messages.find((m) => m.name === "error") as (ProtocolMessage & Error) | undefined;
    }
    if (error) throw error;
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
  };
}
