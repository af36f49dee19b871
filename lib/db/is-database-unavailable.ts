// Tells a database outage (or a wait cut short by our timeouts) from a bug: the first is answered
// 503 with Retry-After, the second 500. Errors arrive from pg, Prisma (which wraps pg's error in
// meta.driverAdapterError), Node's socket layer or PGlite, so every layer's marks are checked.

/** SQLSTATE classes and codes: connection exception, admin shutdown/crash/cannot connect now, too many connections, lock and statement timeouts. */
const SQLSTATE = /^(08...|57P0[1-3]|53300|55P03|57014)$/;
/** Prisma: cannot reach / timed out / connection closed / pool timeout / transaction could not start in time. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
/** Prisma's driver-adapter error kinds for the same. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client was closed|Connection ended unexpectedly|Cannot use a pool after calling end/i;

interface Marks {
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: unknown };
}

function* layers(error: unknown, depth = 0): Generator<Marks> {
  if (depth > 8 || typeof error !== "object" || error === null) return;
  const marks = error as Marks;
  yield marks;
  yield* layers(marks.cause, depth + 1);
  yield* layers(marks.meta?.driverAdapterError, depth + 1);
  if (Array.isArray(marks.errors)) for (const inner of marks.errors) yield* layers(inner, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, originalCode, kind, message } of layers(error)) {
    for (const value of [code, originalCode]) {
      if (typeof value !== "string") continue;
      if (SQLSTATE.test(value) || PRISMA_CODES.has(value) || SOCKET_CODES.has(value)) return true;
    }
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
  }
  return false;
}
