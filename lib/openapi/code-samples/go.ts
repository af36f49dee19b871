// The Go sample of an operation: a call of the generated client (sdks/go/*_gen.go) on `client`, a
// *codebeam.Client, with `ctx` a context.Context (the SDK tab shows how to make both). The body is a
// struct literal typed the way scripts/lib/go-sdk/go-types.ts types the models.
import type { Schema } from "@/components/openapi/openapi-types";
import { type GoStruct, GoTypes, goName } from "@/scripts/lib/go-sdk/go-types";
import type { SampleInputs } from "./inputs";

type Components = Record<string, Schema>;
const POINTER_HELPERS: Record<string, string> = {
  string: "codebeam.String",
  int: "codebeam.Int",
  float64: "codebeam.Float64",
  bool: "codebeam.Bool",
};
const SCALARS = new Set(["string", "int", "float64", "bool"]);

class GoLiterals {
  private readonly types = new GoTypes();
  constructor(private readonly components: Components) {}

  /** The struct named `name`: an inline one already met, or a component's. */
  private struct(name: string): GoStruct | undefined {
    if (!this.types.structs.has(name)) {
      const component = Object.entries(this.components).find(([key]) => goName(key) === name)?.[1];
      if (!component?.properties) return undefined;
      this.types.addStruct(name, component);
    }
    return this.types.structs.get(name);
  }

  /** A component that is a plain alias of another Go type (type X = json.RawMessage …). */
  aliasOf(name: string): string | undefined {
    const component = Object.entries(this.components).find(([key]) => goName(key) === name)?.[1];
    return component && !component.properties ? new GoTypes().typeOf(component, name).type : undefined;
  }

  qualified = (type: string) => (/^[A-Z]/.test(type) ? `codebeam.${type}` : type);

  /** A Go expression of `type` holding `value`. */
  value(value: unknown, type: string, indent: string, elideType = false): string {
    if (type.startsWith("*")) {
      const inner = type.slice(1);
      if (POINTER_HELPERS[inner]) return `${POINTER_HELPERS[inner]}(${this.value(value, inner, indent)})`;
      if (this.aliasOf(inner) && POINTER_HELPERS[this.aliasOf(inner) ?? ""])
        return `${POINTER_HELPERS[this.aliasOf(inner) ?? ""]}(${this.value(value, inner, indent)})`;
      return `&${this.value(value, inner, indent)}`;
    }
    if (SCALARS.has(type) || (this.aliasOf(type) && SCALARS.has(this.aliasOf(type) ?? "")))
      return JSON.stringify(value);
    if (type === "json.RawMessage" || this.aliasOf(type) === "json.RawMessage")
      return `${type === "json.RawMessage" ? type : this.qualified(type)}(\`${JSON.stringify(value)}\`)`;
    const inner = `${indent}\t`;
    if (type.startsWith("[]") && Array.isArray(value)) {
      const items = value.map((item) => this.value(item, type.slice(2), inner, true));
      const element = type.slice(2);
      const head = `[]${this.qualified(element)}`;
      const inline = `${head}{${items.join(", ")}}`;
      if (inline.length <= 64 && !inline.includes("\n")) return inline;
      return `${head}{\n${items.map((item) => `${inner}${item},`).join("\n")}\n${indent}}`;
    }
    if (type.startsWith("map[string]") && value && typeof value === "object") {
      const element = type.slice("map[string]".length);
      const entries = Object.entries(value).map(
        ([key, item]) => `${inner}${JSON.stringify(key)}: ${this.value(item, element, inner)},`,
      );
      return `map[string]${this.qualified(element)}{\n${entries.join("\n")}\n${indent}}`;
    }
    const struct = this.struct(type);
    if (!struct || !value || typeof value !== "object") return JSON.stringify(value);
    const fields = Object.entries(value).flatMap(([json, item]) => {
      const field = struct.fields.find((candidate) => candidate.json === json);
      return field && item !== null ? [[field.goName, this.value(item, field.type, inner)]] : [];
    });
    // gofmt aligns the values of consecutive one-line fields
    const width = Math.max(0, ...fields.map(([name, text]) => (text.includes("\n") ? 0 : name.length)));
    const lines = fields.map(
      ([name, text]) => `${inner}${`${name}:`.padEnd(text.includes("\n") ? 0 : width + 1)} ${text},`,
    );
    return `${elideType ? "" : this.qualified(type)}{\n${lines.join("\n")}\n${indent}}`;
  }
}

function paramsLiteral(inputs: SampleInputs, structName: string): string {
  const types = new GoTypes();
  const fields = inputs.query.map(({ name, value, schema }) => {
    const { type } = types.typeOf(schema ?? {}, "Param");
    const scalar = SCALARS.has(type) ? type : "string";
    const text = scalar === "string" ? JSON.stringify(String(value)) : JSON.stringify(value);
    return [goName(name), `${POINTER_HELPERS[scalar]}(${text})`];
  });
  const width = Math.max(...fields.map(([name]) => name.length));
  const lines = fields.map(([name, text]) => `\t${`${name}:`.padEnd(width + 1)} ${text},`);
  return `&codebeam.${structName}{\n${lines.join("\n")}\n}`;
}

export function goSample(inputs: SampleInputs, components: Components): string | undefined {
  const client = inputs.client;
  if (!client || client.missingFrom?.includes("go")) return undefined;
  const literals = new GoLiterals(components);
  const before: string[] = [];
  const args = ["ctx", ...inputs.pathParams.map(({ value }) => JSON.stringify(value))];
  const bodyType = inputs.body?.schema?.$ref ? goName(inputs.body.schema.$ref.split("/").pop() ?? "") : undefined;
  if (inputs.body && bodyType) {
    const literal = literals.value(inputs.body.value, bodyType, "");
    if (literals.aliasOf(bodyType)) {
      before.push(`body := ${literal}`);
      args.push("&body");
    } else args.push(`&${literal}`);
  }
  const paramsName = `${goName(client.namespace)}${goName(client.method)}Params`;
  if (inputs.query.length) args.push(paramsLiteral(inputs, paramsName));
  else if (inputs.queryNames.length) args.push("nil");
  const call = `client.${goName(client.namespace)}.${goName(client.method)}(${args.join(", ")})`;
  if (inputs.answer === "stream")
    return `stream := ${call}\ndefer stream.Close()\nfor stream.Next() {\n\tfmt.Println(stream.Event())\n}\nif err := stream.Err(); err != nil {\n\tlog.Fatal(err)\n}`;
  const result = inputs.answer === "text" ? "csv" : inputs.answer === "bytes" ? "data" : "result";
  const use = inputs.answer === "bytes" ? `fmt.Println(len(data), "bytes")` : `fmt.Println(${result})`;
  return [...before, `${result}, err := ${call}`, "if err != nil {\n\tlog.Fatal(err)\n}", use].join("\n");
}
