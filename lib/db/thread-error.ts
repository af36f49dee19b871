// An Error crossing a thread keeps only its message and stack; the marks callers read (a SQLSTATE
// `code`, a driver adapter's `cause`, a constraint) are own properties, so they cross as data.

export interface WireError {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

/** Plain data (strings, numbers, plain objects) from an error's own properties; functions dropped. */
function plain(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object") return typeof value === "function" ? undefined : value;
  if (depth > 4) return undefined;
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = plain((value as Record<string, unknown>)[key], depth + 1);
  if (value instanceof Error) out.message = value.message;
  return out;
}

export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), props: {} };
  const props = plain(error) as Record<string, unknown>;
  delete props.message;
  // A driver adapter's error carries its mapped database error as `cause` (not enumerable).
  if (error.cause !== undefined) props.cause = plain(error.cause);
  return { name: error.name, message: error.message, props };
}

/** The error again, on this thread: same name, message and marks, a stack from here. */
export function fromWireError(wire: WireError): Error {
  const error = new Error(wire.message);
  Object.assign(error, wire.props);
  Object.defineProperty(error, "name", { value: wire.name, configurable: true, writable: true });
  return error;
}
