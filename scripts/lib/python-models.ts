// The TypedDict models of the Python client (scripts/build-python-sdk.ts) from the OpenAPI components.
// Inline objects become their own TypedDicts named after their place (QrCode + styles → QrCodeStyles).

import type { Schema as DocumentSchema } from "../../components/openapi/openapi-types";

export type Schema = DocumentSchema & Record<string, unknown>;

export const KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " ",
  ),
);

export const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

export const refName = (ref: string) => ref.replace("#/components/schemas/", "");

const literal = (value: unknown) =>
  value === null ? "None" : typeof value === "boolean" ? (value ? "True" : "False") : JSON.stringify(value);

/** Writes TypedDict classes; `typeOf` names inline objects and queues them for writing. */
export class ModelWriter {
  private readonly out: string[] = [];
  private readonly taken = new Set<string>();

  constructor(names: string[]) {
    for (const name of names) this.taken.add(name);
  }

  private fresh(name: string): string {
    let candidate = name;
    for (let n = 2; this.taken.has(candidate); n++) candidate = `${name}${n}`;
    this.taken.add(candidate);
    return candidate;
  }

  /** The Python type of `schema`, found at `place` (the name an inline object gets). */
  typeOf(schema: Schema | undefined, place: string): string {
    if (!schema || typeof schema !== "object") return "Any";
    if (schema.$ref) return refName(schema.$ref);
    if (schema.const !== undefined) return `Literal[${literal(schema.const)}]`;
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter((value) => value !== null);
      const type = values.length ? `Literal[${values.map(literal).join(", ")}]` : "None";
      return schema.enum.includes(null) && values.length ? `Optional[${type}]` : type;
    }
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) {
      const nullable = variants.some((variant) => variant.type === "null");
      const rest = variants.filter((variant) => variant.type !== "null");
      const types = [...new Set(rest.map((variant, index) => this.typeOf(variant, `${place}${index + 1}`)))];
      const union = types.length === 0 ? "None" : types.length === 1 ? types[0] : `Union[${types.join(", ")}]`;
      return nullable && types.length ? `Optional[${union}]` : union;
    }
    if (Array.isArray(schema.type)) {
      const types = schema.type
        .filter((type) => type !== "null")
        .map((type) => this.typeOf({ ...schema, type }, place));
      const union = types.length === 1 ? types[0] : `Union[${types.join(", ")}]`;
      return schema.type.includes("null") ? `Optional[${union}]` : union;
    }
    switch (schema.type) {
      case "string":
        return "str";
      case "integer":
        return "int";
      case "number":
        return "float";
      case "boolean":
        return "bool";
      case "null":
        return "None";
      case "array":
        return `List[${this.typeOf(schema.items, `${place}Item`)}]`;
      case "object":
        if (schema.properties) return this.write(this.fresh(place), schema);
        if (schema.additionalProperties && typeof schema.additionalProperties === "object")
          return `Dict[str, ${this.typeOf(schema.additionalProperties, `${place}Value`)}]`;
        return "Dict[str, Any]";
      default:
        return "Any";
    }
  }

  /** Writes the TypedDict `name` (required keys in a base class, the rest total=False) and answers its name. */
  write(name: string, schema: Schema): string {
    const properties = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    const fields = properties.map(([key, property]) => ({
      key,
      type: this.typeOf(property, `${name}${pascal(key)}`),
      required: required.has(key),
      doc: typeof property.description === "string" ? property.description.split("\n")[0] : "",
    }));
    const plain = fields.every((field) => /^[A-Za-z_]\w*$/.test(field.key) && !KEYWORDS.has(field.key));
    const lines: string[] = [];
    const doc = typeof schema.description === "string" ? schema.description.replace(/"""/g, "'''").split("\n")[0] : "";
    if (!plain) {
      // A key that is no Python identifier (e.g. `from`) needs the functional form, every key optional.
      const body = fields.map((field) => `    ${JSON.stringify(field.key)}: ${JSON.stringify(field.type)},`);
      lines.push(
        `${name} = TypedDict(\n    ${JSON.stringify(name)},\n    {\n${body.join("\n")}\n    },\n    total=False,\n)`,
      );
    } else {
      const must = fields.filter((field) => field.required);
      const may = fields.filter((field) => !field.required);
      const row = (field: (typeof fields)[number]) =>
        `    ${field.key}: ${field.type}${field.doc ? `  # ${field.doc.replace(/\s+/g, " ").slice(0, 90)}` : ""}`;
      if (must.length && may.length) {
        lines.push(`class _${name}Required(TypedDict):\n${must.map(row).join("\n")}`);
        lines.push(
          `class ${name}(_${name}Required, total=False):\n${doc ? `    """${doc}"""\n\n` : ""}${may.map(row).join("\n")}`,
        );
      } else {
        const all = must.length ? must : may;
        const body = all.length ? all.map(row).join("\n") : "    pass";
        const docLine = doc ? `    """${doc}"""\n\n` : "";
        lines.push(`class ${name}(TypedDict${must.length || !all.length ? "" : ", total=False"}):\n${docLine}${body}`);
      }
    }
    this.out.push(lines.join("\n\n\n"));
    return name;
  }

  text(): string {
    return this.out.join("\n\n\n");
  }
}

/** Aliases after the classes, each after the aliases it names (they are evaluated at import). */
function orderAliases(aliases: string[]): string[] {
  const pending = [...aliases];
  const done: string[] = [];
  while (pending.length) {
    const names = pending.map((alias) => alias.split(" = ")[0]);
    const index = pending.findIndex((alias) =>
      names.every((name) => name === alias.split(" = ")[0] || !new RegExp(`\\b${name}\\b`).test(alias.split(" = ")[1])),
    );
    done.push(...pending.splice(index === -1 ? 0 : index, 1));
  }
  return done;
}

/** The classes and aliases of `names` (component schemas), with their inline objects. */
export function renderModelBody(names: string[], schemas: Record<string, Schema>): string {
  const writer = new ModelWriter(Object.keys(schemas));
  const aliases: string[] = [];
  for (const name of names) {
    const schema = schemas[name];
    if (schema.type === "object" && schema.properties) writer.write(name, schema);
    else aliases.push(`${name} = ${writer.typeOf(schema, name)}`);
  }
  return `${writer.text()}\n${aliases.length ? `\n\n${orderAliases(aliases).join("\n")}\n` : ""}`;
}
