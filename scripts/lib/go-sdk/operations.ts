// The operations the Go client offers (scripts/build-go-sdk.ts): those an API key may call, under
// the namespaces and method names of the table of client methods (lib/openapi/client-methods.ts).

import type { Schema } from "../../../components/openapi/openapi-types";
import { CLIENT_METHODS, generatedMethodFor, keyCallable, NO_CLIENT_METHOD } from "../../../lib/openapi/client-methods";

export type { Schema };

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
}

interface OperationObject {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> & { "application/json"?: { schema: Schema } } }>;
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}

export interface GoOperation {
  namespace: string;
  method: string;
  httpMethod: string;
  path: string;
  summary: string;
  pathParams: { name: string; integer: boolean }[];
  query: Parameter[];
  body?: string;
  /** json: a component name; bytes: the Accept header; text: CSV. */
  result: { kind: "json"; schema: string } | { kind: "bytes"; accept: string } | { kind: "text"; accept: string };
  idempotent: boolean;
  /** Safe to repeat although a POST: it saves nothing (images, archives, PDFs). */
  safe: boolean;
  /** A list with pagination: the array's property and item schema, for the pager. */
  pages?: { items: string; itemSchema: string };
}

const refName = (schema: Schema | undefined) => schema?.$ref?.split("/").pop();

function resultOf(operation: OperationObject): GoOperation["result"] {
  const ok = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1];
  const types = Object.keys(ok?.content ?? {});
  const json = ok?.content?.["application/json"];
  if (json) return { kind: "json", schema: refName(json.schema) ?? "" };
  if (types.includes("text/csv")) return { kind: "text", accept: "text/csv" };
  return { kind: "bytes", accept: types.join(", ") };
}

function pagesOf(document: OpenApiDocument, operation: GoOperation): GoOperation["pages"] {
  if (operation.result.kind !== "json" || !operation.query.some((param) => param.name === "page")) return undefined;
  const schema = document.components.schemas[operation.result.schema];
  if (!schema?.properties?.pagination) return undefined;
  const array = Object.entries(schema.properties).find(([, property]) => property.type === "array");
  const itemSchema = refName(array?.[1].items);
  return array && itemSchema ? { items: array[0], itemSchema } : undefined;
}

export function collectGoOperations(document: OpenApiDocument): GoOperation[] {
  const operations: GoOperation[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [httpMethod, operation] of Object.entries(item)) {
      if (typeof operation !== "object" || !operation.responses || !keyCallable(operation.security)) continue;
      const id = operation.operationId;
      if (id in NO_CLIENT_METHOD) continue;
      if (!CLIENT_METHODS[id]) throw new Error(`${id}: no entry in lib/openapi/client-methods.ts`);
      const names = generatedMethodFor(id, "go");
      if (!names) continue; // the live streams: hand-written (sdks/go/live.go)
      const { namespace, method } = names;
      const result = resultOf(operation);
      const parameters = operation.parameters ?? [];
      const idempotent = parameters.some((param) => param.in === "header" && param.name === "Idempotency-Key");
      const go: GoOperation = {
        namespace,
        method,
        httpMethod: httpMethod.toUpperCase(),
        path: route,
        summary: operation.summary ?? "",
        pathParams: parameters
          .filter((param) => param.in === "path")
          .map((param) => ({ name: param.name, integer: param.schema?.type === "integer" })),
        query: parameters.filter((param) => param.in === "query" && param.name !== "workspace"),
        body: refName(operation.requestBody?.content["application/json"]?.schema),
        result,
        idempotent,
        safe: httpMethod === "post" && result.kind !== "json",
      };
      go.pages = pagesOf(document, go);
      operations.push(go);
    }
  }
  return operations.sort((a, b) =>
    a.namespace === b.namespace ? a.method.localeCompare(b.method) : a.namespace.localeCompare(b.namespace),
  );
}
