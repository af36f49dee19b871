import { z } from "zod";
import { getConfig } from "../config/env";
import { applyCallerImageCaps } from "./image-size-caps";

export type JsonSchema = Record<string, unknown>;

/** zod's JSON Schema of one schema, with zod's `$defs` (schemas given `.meta({ id })`) left in. */
function convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
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

/** A copy of `node` with every `$ref` string passed through `rewrite` (a ref it maps to null is inlined from `defs`). */
export function mapRefs(
  node: unknown,
  rewrite: (ref: string) => string | null,
  defs: Record<string, JsonSchema> = {},
): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rewrite, defs));
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  let inlined: JsonSchema | undefined;
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key !== "$ref" || typeof value !== "string") out[key] = mapRefs(value, rewrite, defs);
    else {
      const target = rewrite(value);
      if (target === null) inlined = mapRefs(defs[value.split("/").pop() ?? ""], rewrite, defs) as JsonSchema;
      else out.$ref = target;
    }
  }
  // Keywords beside an inlined reference (a description, a default) win over the target's own.
  return inlined ? { ...inlined, ...out } : out;
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), self-contained: "input" for what a
 * client sends, "output" for what the server answers. Named schemas are written out in place
 * (MCP tool schemas and parameters want no references); the OpenAPI document uses SchemaComponents.
 */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $defs, ...json } = convert(schema, io);
  const inlined = mapRefs(json, () => null, ($defs ?? {}) as Record<string, JsonSchema>) as JsonSchema;
  // Parameters and MCP tool schemas get the caller caps of an image size too, not its mark.
  applyCallerImageCaps(inlined, getConfig());
  return inlined;
}

/** OpenAPI parameters (`in: query` or `in: path`), one per property of an object schema. */
export function toParameters(schema: z.ZodType, location: "query" | "path"): JsonSchema[] {
  const json = toJsonSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const parameter: JsonSchema = {
      name,
      in: location,
      required: location === "path" || required.has(name),
      schema: rest,
    };
    if (description !== undefined) parameter.description = description;
    return parameter;
  });
}

const INPUT_MARK = "~input";

/**
 * The document's `components.schemas`: every schema given `.meta({ id })` becomes one named
 * component that operations reference. What a client sends can differ from what the server
 * answers under one name (defaults make fields optional on input): such an input gets `<id>Input`.
 */
export class SchemaComponents {
  private readonly defs = { input: new Map<string, JsonSchema>(), output: new Map<string, JsonSchema>() };

  /** The schema with its named parts as `$ref`s into components (resolved by `finish`). */
  add(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const { $defs, ...json } = convert(schema, io);
    const toComponent = (ref: string) =>
      `#/components/schemas/${ref.split("/").pop()}${io === "input" ? INPUT_MARK : ""}`;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.defs[io].set(name, mapRefs(def, toComponent) as JsonSchema);
    }
    return mapRefs(json, toComponent) as JsonSchema;
  }

  /** The final name of each input component: shared with the output one when they are the same. */
  private inputNames(): Map<string, string> {
    const names = new Map<string, string>();
    for (const [name, def] of this.defs.input) {
      const output = this.defs.output.get(name);
      names.set(name, !output || JSON.stringify(output) === JSON.stringify(def) ? name : `${name}Input`);
    }
    return names;
  }

  /** Rewrites the input marks in `document` and returns it with the named schemas, sorted by name. */
  finish<T>(document: T): { document: T; schemas: Record<string, JsonSchema> } {
    const names = this.inputNames();
    const rewrite = (ref: string) => {
      if (!ref.endsWith(INPUT_MARK)) return ref;
      const name = ref.slice(ref.lastIndexOf("/") + 1, -INPUT_MARK.length);
      return `#/components/schemas/${names.get(name) ?? name}`;
    };
    const schemas: Record<string, JsonSchema> = {};
    for (const [name, def] of this.defs.output) schemas[name] = mapRefs(def, rewrite) as JsonSchema;
    for (const [name, def] of this.defs.input) schemas[names.get(name) ?? name] = mapRefs(def, rewrite) as JsonSchema;
    const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
    return { document: mapRefs(document, rewrite) as T, schemas: sorted };
  }
}
