import type { z } from "zod";
import { ApiError, type FieldIssue } from "./api-error";

function fieldName(path: PropertyKey[], fallback: string): string {
  if (path.length === 0) return fallback;
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
}

function issuesOf(error: z.ZodError, fallback: string): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        field: fieldName([...issue.path, key], fallback),
        message: "is not a known field",
      }));
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
    // Binary data is no request input: walking it would visit every byte. A caller's bug.
    if (ArrayBuffer.isView(node.value) || node.value instanceof ArrayBuffer)
      throw new TypeError("parseWith: binary data must not be validated");
    if (typeof node.value === "string" && node.value.includes("\u0000")) {
      const path: PropertyKey[] = [];
      for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
      return path;
    }
    if (node.value !== null && typeof node.value === "object") {
      const isArray = Array.isArray(node.value);
      for (const [key, value] of Object.entries(node.value))
        stack.push({ value, key: isArray ? Number(key) : key, parent: node });
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
