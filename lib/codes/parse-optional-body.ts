import type { z } from "zod";
import { getConfig } from "../config/env";
import { ApiError } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
import { readJsonBody } from "../api/parse";

/**
 * A JSON body that may be left out altogether (clone takes only optional fields): no body counts
 * as `{}`; anything sent is read and checked like any other body.
 */
export async function parseOptionalBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown = {};
  try {
    raw = await readJsonBody(request, getConfig().MAX_BODY_BYTES);
  } catch (error) {
    const empty = error instanceof ApiError && error.details?.[0]?.message === "a JSON body is required";
    if (!empty) throw error;
  }
  return parseWith(schema, raw, "body");
}
