import type { z } from "zod";
import { ApiError, type FieldIssue } from "./errors";

function fieldName(path: PropertyKey[], fallback: string): string {
  if (path.length === 0) return fallback;
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
}

function issuesOf(error: z.ZodError, fallback: string): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: fieldName([...issue.path, key], fallback), message: "is not a known field" }));
    }
    return [{ field: fieldName(issue.path, fallback), message: issue.message }];
  });
}

/**
 * The path of the first string holding U+0000, which PostgreSQL text cannot store (it would fail
 * as a 500 at the database). Iterative, with parent links, so deeply nested input costs no stack.
 */
function nulCharacterPath(input: unknown): PropertyKey[] | undefined {
  type Node = { value: unknown; key?: PropertyKey; parent?: Node };
  const stack: Node[] = [{ value: input }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    // Binary data is no request input: walking it would visit every byte (issue 8). A caller's bug.
    if (ArrayBuffer.isView(node.value) || node.value instanceof ArrayBuffer) throw new TypeError("parseWith: binary data must not be validated");
    if (typeof node.value === "string" && node.value.includes("\u0000")) {
      const path: PropertyKey[] = [];
      for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
      return path;
    }
    if (node.value !== null && typeof node.value === "object") {
      const isArray = Array.isArray(node.value);
      for (const [key, value] of Object.entries(node.value)) stack.push({ value, key: isArray ? Number(key) : key, parent: node });
    }
  }
  return undefined;
}

/** Validates input with a zod schema; failure is a 400 naming every offending field. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown, fallbackField: string): T {
  const nulPath = nulCharacterPath(input);
  if (nulPath) {
    const field = fieldName(nulPath, fallbackField);
    throw new ApiError("INVALID_REQUEST", `Invalid request. ${field}: must not contain NUL characters`, [
      { field, message: "must not contain NUL characters" },
    ]);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = issuesOf(result.error, fallbackField);
  const summary = details.map((detail) => `${detail.field}: ${detail.message}`).join("; ");
  throw new ApiError("INVALID_REQUEST", `Invalid request. ${summary}`, details);
}

/**
 * Reads a JSON body, refusing more than maxBytes before reading it all. With `optional`, no body
 * (or only whitespace) is `undefined` instead of a 400.
 */
export async function readJsonBody(request: Request, maxBytes: number, options: { optional?: boolean } = {}): Promise<unknown> {
  const tooLarge = () =>
    new ApiError("INVALID_REQUEST", `body: must be at most ${maxBytes} bytes`, [
      { field: "body", message: `must be at most ${maxBytes} bytes` },
    ]);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") {
    if (options.optional) return undefined;
    throw new ApiError("INVALID_REQUEST", "body: a JSON body is required", [{ field: "body", message: "a JSON body is required" }]);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("INVALID_REQUEST", "body: is not valid JSON", [{ field: "body", message: "is not valid JSON" }]);
  }
}

/** Query parameters as a plain object (the first value of a repeated name wins). */
export function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;
  return query;
}
