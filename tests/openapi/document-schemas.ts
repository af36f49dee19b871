import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Json = Record<string, any>;
const BASE = "https://codebeam.test/openapi.json";

/** `schema` with its `$ref`s resolved one level (a component reference to the component). */
export function resolved(document: Json, schema: Json): Json {
  return typeof schema?.$ref === "string"
    ? { ...document.components.schemas[schema.$ref.split("/").pop() as string], ...schema, $ref: undefined }
    : schema;
}

/** The object member of an `anyOf` (a style or an AI code's art, a value or null), else the schema. */
function objectMember(document: Json, schema: Json): Json {
  const node = resolved(document, schema);
  const member = node?.anyOf
    ?.map((option: Json) => resolved(document, option))
    .find((option: Json) => option.properties || option.items);
  return member ?? node;
}

/** The schema reached through `keys` (property names, `[]` for array items), references and unions resolved. */
export function schemaAt(document: Json, schema: Json, ...keys: string[]): Json {
  let node = objectMember(document, schema);
  for (const key of keys) node = objectMember(document, key === "[]" ? node.items : node.properties[key]);
  return node;
}

/**
 * Validates values against schemas of the document with Ajv (JSON Schema 2020-12, formats
 * checked), references into `components.schemas` resolved; compiled once per schema.
 */
export function documentValidator(document: Json): (schema: Json, value: unknown) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const absolute = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(absolute)
      : node && typeof node === "object"
        ? Object.fromEntries(
            Object.entries(node).map(([key, value]) => [
              key,
              key === "$ref" && typeof value === "string" ? `${BASE}${value}` : absolute(value),
            ]),
          )
        : node;
  ajv.addSchema({ $id: BASE, components: absolute(document.components) });
  const compiled = new Map<string, ValidateFunction>();
  return (schema, value) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(absolute(schema) as Json)));
    return validate(value) ? null : ajv.errorsText(validate.errors, { separator: "; " });
  };
}
