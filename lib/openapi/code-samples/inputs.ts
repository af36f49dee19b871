// What a code sample of one operation is made of, read from the OpenAPI document: the values of its
// path and query parameters, its JSON body's example, who may call it, what it answers, and the
// client method that wraps it (lib/openapi/client-methods.ts).
import type { OperationObject, Parameter, Schema } from "@/components/openapi/openapi-types";
import { CLIENT_METHODS, type ClientMethod, keyCallable } from "../client-methods";

export type Auth = "key" | "public" | "session";
export type Answer = "json" | "text" | "bytes" | "stream";

export interface SampleValue {
  name: string;
  value: string | number | boolean;
  schema?: Schema;
}

export interface SampleInputs {
  operationId: string;
  method: string;
  path: string;
  pathParams: SampleValue[];
  query: SampleValue[];
  /** Every query parameter's name but workspace (the Go client takes a params struct, or nil, when there is one). */
  queryNames: string[];
  /** The JSON body's example and its schema (a component reference, for typed clients). */
  body?: { value: unknown; schema?: Schema };
  auth: Auth;
  answer: Answer;
  /** The first content type of the success answer (image/png, text/csv, …). */
  accepts?: string;
  client?: ClientMethod;
}

/** Optional query parameters worth showing, with a value every operation that has them accepts. */
const SHOWN_QUERY: Record<string, string | number> = {
  startDate: "2026-01-01",
  endDate: "2026-01-31",
  mode: "DYNAMIC",
  format: "png",
  widthMm: 40,
};

type WithExamples = { example?: unknown; examples?: unknown[]; enum?: unknown[]; default?: unknown };

function exampleOf(parameter: Parameter & { example?: unknown }): string | number | boolean | undefined {
  const schema = (parameter.schema ?? {}) as Schema & WithExamples;
  const value = parameter.example ?? schema.example ?? schema.examples?.[0] ?? schema.enum?.[0] ?? schema.default;
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : undefined;
}

function pathValue(parameter: Parameter): string | number {
  const value = exampleOf(parameter);
  if (parameter.schema?.type === "integer") return typeof value === "number" ? value : 0;
  return value === undefined ? "…" : String(value);
}

function queryValues(parameters: Parameter[]): SampleValue[] {
  const out: SampleValue[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== "query" || parameter.name === "workspace") continue;
    const shown = SHOWN_QUERY[parameter.name];
    const allowed = !parameter.schema?.enum || parameter.schema.enum.includes(shown);
    const value = parameter.required ? exampleOf(parameter) : shown !== undefined && allowed ? shown : undefined;
    if (value !== undefined) out.push({ name: parameter.name, value, schema: parameter.schema });
  }
  return out;
}

function authOf(security: OperationObject["security"]): Auth {
  if (!keyCallable(security)) return "session";
  return security?.some((requirement) => Object.keys(requirement).length === 0) ? "public" : "key";
}

function answerOf(operation: OperationObject): { answer: Answer; accepts?: string } {
  const ok = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1];
  const types = Object.keys(ok?.content ?? {});
  if (types.includes("application/json") || types.length === 0) return { answer: "json", accepts: types[0] };
  if (types.includes("text/event-stream")) return { answer: "stream", accepts: "text/event-stream" };
  if (types.every((type) => type.startsWith("text/"))) return { answer: "text", accepts: types[0] };
  return { answer: "bytes", accepts: types[0] };
}

export function sampleInputs(method: string, path: string, operation: OperationObject): SampleInputs {
  const parameters = operation.parameters ?? [];
  const media = operation.requestBody?.content?.["application/json"] as
    | { schema?: Schema; example?: unknown }
    | undefined;
  const operationId = operation.operationId ?? `${method} ${path}`;
  return {
    operationId,
    method: method.toUpperCase(),
    path,
    pathParams: parameters
      .filter((parameter) => parameter.in === "path")
      .map((parameter) => ({ name: parameter.name, value: pathValue(parameter), schema: parameter.schema })),
    query: queryValues(parameters),
    queryNames: parameters.filter((p) => p.in === "query" && p.name !== "workspace").map((p) => p.name),
    body: media ? { value: media.example ?? {}, schema: media.schema } : undefined,
    auth: authOf(operation.security),
    ...answerOf(operation),
    client: CLIENT_METHODS[operationId],
  };
}

/** The path with its parameters filled in. */
export const filledPath = (inputs: SampleInputs) =>
  inputs.pathParams.reduce(
    (path, param) => path.replace(`{${param.name}}`, encodeURIComponent(String(param.value))),
    inputs.path,
  );
