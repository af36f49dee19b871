import { createHash } from "node:crypto";

/** JSON with object keys sorted, so bodies that differ only in key order or spacing are one body. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What makes two requests "the same" for an Idempotency-Key: method, path and body. */
export function requestFingerprint(method: string, pathname: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method.toUpperCase()} ${pathname}\n${canonicalJson(body)}`)
    .digest("hex");
}
