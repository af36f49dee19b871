import type { z } from "zod";
import { ApiError, type FieldIssue } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
import { QrCodeIdParams } from "../codes/code-schemas";
import { type JsonSchema, toJsonSchema } from "../openapi/json-schema";

/** A tool's arguments: the JSON Schema tools/list shows, and the parse the REST route does. */
export interface ToolInput<T> {
  jsonSchema: JsonSchema;
  /** Throws the REST API's INVALID_REQUEST ApiError, naming each bad field. */
  parse(args: Record<string, unknown>): T;
}

// Field names in errors are the argument names; a problem with the arguments as a whole is "arguments".
const FALLBACK_FIELD = "arguments";

/** MCP requires an object schema at the top, even for a tool without arguments. */
function objectSchema(json: JsonSchema): JsonSchema {
  return { ...json, type: "object", properties: json.properties ?? {} };
}

/** The arguments are exactly what the REST route parses (its body or query schema). */
export function inputOf<T>(schema: z.ZodType<T>): ToolInput<T> {
  return { jsonSchema: objectSchema(toJsonSchema(schema, "input")), parse: (args) => parseWith(schema, args, FALLBACK_FIELD) };
}

/** No arguments at all: anything given is an unknown field (as a strict REST body would say). */
export const noInput: ToolInput<Record<string, never>> = {
  jsonSchema: { type: "object", properties: {}, additionalProperties: false },
  parse(args) {
    const details = Object.keys(args).map((field) => ({ field, message: "is not a known field" }));
    if (details.length) throw invalid(details);
    return {};
  },
};

function invalid(details: FieldIssue[]): ApiError {
  return new ApiError("INVALID_REQUEST", `Invalid request. ${details.map((d) => `${d.field}: ${d.message}`).join("; ")}`, details);
}

/**
 * A code's `id` (the REST path parameter) beside the rest of the route's input (its body or
 * query): both are checked, and every bad field of either is named in one error.
 */
export function withCodeId<T>(rest?: z.ZodType<T>): ToolInput<{ id: string } & T> {
  const idJson = (toJsonSchema(QrCodeIdParams, "input").properties as Record<string, JsonSchema>).id;
  const restJson = rest ? toJsonSchema(rest, "input") : { properties: {}, additionalProperties: false };
  const jsonSchema: JsonSchema = {
    ...restJson,
    type: "object",
    properties: { id: { ...idJson, description: "the code's id (from list_qr_codes or create_qr_code)" }, ...((restJson.properties as JsonSchema) ?? {}) },
    required: ["id", ...((restJson.required as string[]) ?? []).filter((name) => name !== "id")],
  };
  return {
    jsonSchema,
    parse(args) {
      const { id: given, ...others } = args;
      const details: FieldIssue[] = [];
      const attempt = <R>(run: () => R): R | undefined => {
        try {
          return run();
        } catch (thrown) {
          if (!(thrown instanceof ApiError) || !thrown.details) throw thrown;
          details.push(...thrown.details);
          return undefined;
        }
      };
      const params = attempt(() => parseWith(QrCodeIdParams, { id: given }, FALLBACK_FIELD));
      const parsed = attempt(() => (rest ? parseWith(rest, others, FALLBACK_FIELD) : noInput.parse(others)));
      if (details.length || !params) throw invalid(details);
      return { ...(parsed as T), id: params.id };
    },
  };
}
