import type { z } from "zod";
import { ApiError, type FieldIssue } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
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
  return {
    jsonSchema: objectSchema(toJsonSchema(schema, "input")),
    parse: (args) => parseWith(schema, args, FALLBACK_FIELD),
  };
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
  return new ApiError(
    "INVALID_REQUEST",
    `Invalid request. ${details.map((d) => `${d.field}: ${d.message}`).join("; ")}`,
    details,
  );
}

/** The parsed arguments of a contract's tool: its path parameters, and its query or body. */
export interface ContractArguments<P, T> {
  params: P;
  rest: T;
}

/**
 * A contract's path parameters (described for an agent, who never sees the path) beside the rest
 * of its input (its query or body): each part is parsed by its own schema, as the route does, and
 * every bad field of either is named in one error. Without a rest, any other argument is unknown.
 */
export function argumentsOf<P, T>(
  params: z.ZodType<P> | undefined,
  rest: z.ZodType<T> | undefined,
  descriptions: Record<string, string | undefined> = {},
): ToolInput<ContractArguments<P, T>> {
  if (!params) {
    const only: ToolInput<unknown> = rest ? inputOf(rest) : noInput;
    return { jsonSchema: only.jsonSchema, parse: (args) => ({ params: undefined as P, rest: only.parse(args) as T }) };
  }
  const paramsJson = toJsonSchema(params, "input");
  const paramProperties = (paramsJson.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(paramProperties);
  const restJson = rest ? toJsonSchema(rest, "input") : { properties: {}, additionalProperties: false };
  const paramsShown = Object.fromEntries(
    Object.entries(paramProperties).map(([name, json]) => [
      name,
      descriptions[name] ? { ...json, description: descriptions[name] } : json,
    ]),
  );
  const jsonSchema: JsonSchema = {
    ...restJson,
    type: "object",
    properties: { ...paramsShown, ...((restJson.properties as JsonSchema) ?? {}) },
    required: [
      ...((paramsJson.required as string[]) ?? []),
      ...((restJson.required as string[]) ?? []).filter((name) => !names.includes(name)),
    ],
  };
  return {
    jsonSchema,
    parse(args) {
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
      const own = Object.fromEntries(names.map((name) => [name, args[name]]));
      const others = Object.fromEntries(Object.entries(args).filter(([name]) => !names.includes(name)));
      const parsedParams = attempt(() => parseWith(params, own, FALLBACK_FIELD));
      const parsedRest = attempt(() => (rest ? parseWith(rest, others, FALLBACK_FIELD) : noInput.parse(others)));
      if (details.length || parsedParams === undefined) throw invalid(details);
      return { params: parsedParams, rest: parsedRest as T };
    },
  };
}
