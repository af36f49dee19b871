// The parts of an OpenAPI 3.1 document the reference page reads; everything else is ignored.
export type Schema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | Schema;
};

export type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Media = { content?: Record<string, { schema?: Schema }> };
export type ResponseObject = Media & { description?: string };

export type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: Media & { required?: boolean };
  responses?: Record<string, ResponseObject>;
};

export type OpenApiDocument = {
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export interface TaggedOperation {
  method: string;
  path: string;
  operation: OperationObject;
}

/** Operations grouped by their first tag, in the document's tag order, then path order. */
export function groupByTag(document: OpenApiDocument): { tag: string; operations: TaggedOperation[] }[] {
  const groups = new Map<string, TaggedOperation[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ method, path, operation });
    }
  }
  return [...groups].filter(([, operations]) => operations.length).map(([tag, operations]) => ({ tag, operations }));
}

export const refName = (ref: string) => ref.split("/").pop() ?? ref;
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "string | null", "object[]", "Error"… for one schema. */
export function typeLabel(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeLabel).join(" | ");
  if (schema.allOf) return schema.allOf.map(typeLabel).join(" & ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((type) => (type === "array" ? `${typeLabel(schema.items)}[]` : type));
  if (labels.length) return labels.join(" | ") + (schema.format ? ` (${schema.format})` : "");
  return schema.properties ? "object" : "any";
}

/** Constraints worth telling a reader: enum values, default, ranges, pattern. */
export function constraints(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const notes: string[] = [];
  const values = schema.enum ?? (schema.type === "array" ? schema.items?.enum : undefined);
  if (values) notes.push(`one of ${values.map((value) => JSON.stringify(value)).join(", ")}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.minimum !== undefined) notes.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`max ${schema.maximum}`);
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) notes.push(`at least ${schema.minItems} item${schema.minItems === 1 ? "" : "s"}`);
  if (schema.pattern) notes.push(`pattern ${schema.pattern}`);
  return notes;
}
