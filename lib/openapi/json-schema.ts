import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): "input" for what a client sends,
 * "output" for what the server answers.
 */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      // `.int()` adds the safe-integer range to every integer; it says nothing to a reader.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      // A loose object's extra properties are any JSON: say so with `true` rather than an empty schema.
      const extra = jsonSchema.additionalProperties;
      if (extra && typeof extra === "object" && Object.keys(extra).length === 0) jsonSchema.additionalProperties = true;
    },
  }) as JsonSchema;
  return json;
}

/** OpenAPI parameters (`in: query` or `in: path`), one per property of an object schema. */
export function toParameters(schema: z.ZodType, location: "query" | "path"): JsonSchema[] {
  const json = toJsonSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const parameter: JsonSchema = { name, in: location, required: location === "path" || required.has(name), schema: rest };
    if (description !== undefined) parameter.description = description;
    return parameter;
  });
}
