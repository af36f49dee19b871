import type { JsonSchema } from "./json-schema";

// Example values built from a schema: a schema's own `examples` (given in zod with
// `.meta({ examples })`) win at every level, then `const`, `default` and the first enum value,
// then a plain value of the type that keeps to its bounds. tests/openapi checks every example the
// document carries against its schema, so a pattern this cannot satisfy needs an example in zod.

const STRING_BY_FORMAT: Record<string, string> = {
  "date-time": "2026-11-25T09:30:00.000Z",
  date: "2026-11-25",
  uri: "https://example.com/spring-menu",
  url: "https://example.com/spring-menu",
  email: "ada@example.com",
  uuid: "3f1c2a9e-8b7d-4e2f-9a61-0c5d7e8f9a10",
};

/** The generic string: what a schema gets without examples, const, default, enum or a known format. */
export const GENERIC_STRING_EXAMPLE = "example";

// Never guess from the name of the field that holds a string: a field that needs a meaningful
// value says so in zod (tests/openapi/examples.test.ts fails on a guess).
function stringExample(schema: JsonSchema): string {
  const format = schema.format as string | undefined;
  let value = (format && STRING_BY_FORMAT[format]) || GENERIC_STRING_EXAMPLE;
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = schema.maxLength as number | undefined;
  if (value.length < min) value = value.padEnd(min, "x");
  return max !== undefined ? value.slice(0, max) : value;
}

function numberExample(schema: JsonSchema): number {
  const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined);
  const max = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined);
  let value = min !== undefined ? min : max !== undefined ? Math.min(1, max) : 1;
  if (schema.exclusiveMinimum !== undefined && value <= (schema.exclusiveMinimum as number)) value += 1;
  return value;
}

/** An example value of `schema`; `$ref`s resolve against `components`. Optional members of an input are left out. */
export function exampleOf(
  schema: JsonSchema | boolean | undefined,
  components: Record<string, JsonSchema>,
  io: "input" | "output",
  depth = 0,
): unknown {
  if (schema === undefined || typeof schema === "boolean" || depth > 12) return {};
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (typeof schema.$ref === "string")
    return exampleOf(components[schema.$ref.split("/").pop() ?? ""], components, io, depth + 1);
  if ("const" in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const members = schema[key] as JsonSchema[] | undefined;
    if (members?.length)
      return exampleOf(members.find((member) => member.type !== "null") ?? members[0], components, io, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== "null") ?? schema.type[0]) : schema.type;
  switch (type) {
    case "object": {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      const shown = (schema.minProperties as number | undefined) ?? 0;
      // An input shows its required members, and the first optional ones when it needs some (an update).
      const entries = Object.entries(properties).filter(
        ([key], index) => io === "output" || required.has(key) || index < shown,
      );
      return Object.fromEntries(
        entries.map(([key, property]) => [key, exampleOf(property, components, io, depth + 1)]),
      );
    }
    case "array": {
      const count = Math.max(1, (schema.minItems as number | undefined) ?? 0);
      const max = schema.maxItems as number | undefined;
      if (max === 0) return [];
      return Array.from({ length: count }, () => exampleOf(schema.items as JsonSchema, components, io, depth + 1));
    }
    case "string":
      return stringExample(schema);
    case "integer":
    case "number":
      return numberExample(schema);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return {};
  }
}
