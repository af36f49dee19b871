import fc from "fast-check";

type Json = Record<string, any>;

// fast-check arbitraries from the document's JSON schemas (the 2020-12 subset zod writes): values
// the document says are valid. A schema's own `examples` are drawn as often as generated values,
// so fields whose rules live in words (colour contrast, reachable logos) still meet valid values.

const MAX_STRING = 40;
const MAX_ITEMS = 3;

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, MAX_STRING);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  // JSON Schema patterns are ECMA-262 with Unicode semantics (\p{L} and the like).
  const pattern = schema.pattern ? new RegExp(schema.pattern, "u") : null;
  if (schema.format === "uri" || schema.format === "url") {
    return fc
      .webUrl({ validSchemes: ["https", "http"], withQueryParameters: true })
      .filter((url) => fits(url) && (!pattern || pattern.test(url)));
  }
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  switch (schema.format) {
    case "email":
      return fc.emailAddress().filter(fits);
    case "date-time":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default:
      return fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, MAX_STRING)) });
  }
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : -1_000_000);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: Json, components: Json, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Json;
  if (Object.keys(properties).length === 0)
    return schema.additionalProperties
      ? fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
      : fc.constant({});
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, components, depth + 1)]),
  );
  const record = fc.record(model, { requiredKeys: schema.required ?? [] });
  return schema.minProperties ? record.filter((value) => Object.keys(value).length >= schema.minProperties) : record;
}

/** Values valid against `schema`; `$ref`s resolve against `components` (the document's schemas). */
export function arbitraryOf(schema: Json | boolean | undefined, components: Json, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || typeof schema !== "object") return fc.jsonValue({ maxDepth: 1 });
  if (schema.$ref) return arbitraryOf(components[schema.$ref.split("/").pop()], components, depth);
  const generated = generatedArbitrary(schema, components, depth);
  const examples = [...(schema.examples ?? []), ...(schema.example !== undefined ? [schema.example] : [])];
  return examples.length ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

function generatedArbitrary(schema: Json, components: Json, depth: number): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ["anyOf", "oneOf"]) {
    if (schema[key]?.length)
      return fc.oneof(...(schema[key] as Json[]).map((member) => arbitraryOf({ ...member }, components, depth + 1)));
  }
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type: string) => generatedArbitrary({ ...schema, type }, components, depth)));
  // Deep optional structures stop at their simplest value.
  if (depth > 6)
    return schema.type === "array" ? fc.constant([]) : schema.type === "object" ? fc.constant({}) : fc.constant(null);
  switch (schema.type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = arbitraryOf(schema.items, components, depth + 1);
      const lengths = {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...lengths, selector: (value) => JSON.stringify(value) })
        : fc.array(items, lengths);
    }
    case "object":
      return objectArbitrary(schema, components, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
