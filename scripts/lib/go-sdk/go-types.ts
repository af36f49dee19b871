// JSON Schema → Go types for the Go client (scripts/build-go-sdk.ts). Objects become named structs
// (inline ones named after their parent and field), optional or nullable scalars pointers, unions
// that Go cannot spell json.RawMessage.
import type { Schema } from "./operations";

const INITIALISMS = new Set([
  "id",
  "url",
  "ai",
  "qr",
  "csv",
  "api",
  "tls",
  "ip",
  "pdf",
  "png",
  "svg",
  "dpi",
  "http",
  "uri",
  "ttl",
  "txt",
  "mcp",
  "utc",
  "json",
]);

/** `targetUrl` → `TargetURL`, `generationId` → `GenerationID`, `qrcodes` → `QRCodes`. */
export function goName(name: string): string {
  if (name === "qrcodes") return "QRCodes";
  const words = name
    .replace(/[^A-Za-z0-9]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .split(/\s+/);
  const out = words
    .map((word) => (INITIALISMS.has(word.toLowerCase()) ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1)))
    .join("");
  return /^[0-9]/.test(out) ? `V${out}` : out;
}

export interface GoStruct {
  name: string;
  description?: string;
  fields: { goName: string; json: string; type: string; omitEmpty: boolean; description?: string }[];
}

const refName = (schema: Schema) => schema.$ref?.split("/").pop() ?? "";

/** The schema without a null alternative, and whether null was one. */
function withoutNull(schema: Schema): { schema: Schema; nullable: boolean } {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const rest = union.filter((option) => option.type !== "null");
    if (rest.length === 1 && rest.length < union.length)
      return { schema: { ...rest[0], description: schema.description }, nullable: true };
  }
  if (Array.isArray(schema.type)) {
    const rest = schema.type.filter((type) => type !== "null");
    if (rest.length === 1) return { schema: { ...schema, type: rest[0] }, nullable: rest.length < schema.type.length };
  }
  return { schema, nullable: false };
}

const SCALARS: Record<string, string> = { string: "string", integer: "int", number: "float64", boolean: "bool" };

/** Collects the structs of component and inline object schemas, and answers Go type expressions. */
export class GoTypes {
  readonly structs = new Map<string, GoStruct>();

  /** The Go type of a value of `schema`; `hint` names an inline object's struct. */
  typeOf(schema: Schema, hint: string): { type: string; nullable: boolean } {
    const { schema: plain, nullable } = withoutNull(schema);
    if (plain.$ref) return { type: goName(refName(plain)), nullable };
    if (plain.anyOf || plain.oneOf || Array.isArray(plain.type)) return { type: "json.RawMessage", nullable: false };
    const type =
      plain.type ?? (plain.const !== undefined ? typeof plain.const : plain.enum ? typeof plain.enum[0] : undefined);
    if (type === "array") return { type: `[]${this.typeOf(plain.items ?? {}, `${hint}Item`).type}`, nullable };
    if (type === "object" || plain.properties) {
      if (plain.properties && Object.keys(plain.properties).length > 0) {
        this.addStruct(hint, plain);
        return { type: hint, nullable };
      }
      const values =
        typeof plain.additionalProperties === "object"
          ? this.typeOf(plain.additionalProperties, `${hint}Value`).type
          : "json.RawMessage";
      return { type: `map[string]${values}`, nullable };
    }
    if (type === "number" && plain.type === undefined) return { type: "float64", nullable };
    return { type: SCALARS[type ?? ""] ?? "json.RawMessage", nullable };
  }

  /** Registers the struct of an object schema under `name` (once). */
  addStruct(name: string, schema: Schema): void {
    if (this.structs.has(name)) return;
    const struct: GoStruct = { name, description: schema.description, fields: [] };
    this.structs.set(name, struct);
    const required = new Set(schema.required ?? []);
    for (const [json, property] of Object.entries(schema.properties ?? {})) {
      const field = goName(json);
      const { type, nullable } = this.typeOf(property, `${name}${field}`);
      const optional = !required.has(json) || nullable;
      const pointer = optional && !type.startsWith("[]") && !type.startsWith("map[") && type !== "json.RawMessage";
      struct.fields.push({
        goName: field,
        json,
        type: pointer ? `*${type}` : type,
        omitEmpty: !required.has(json),
        description: property.description ?? withoutNull(property).schema.description,
      });
    }
  }
}
