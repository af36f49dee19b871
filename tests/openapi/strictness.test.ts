import { describe, expect, it } from "vitest";
import { GET as generateImage } from "@/app/api/v1/qrcode/generate/route";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { useTestDatabase } from "../helpers/database";
import { schemaAt } from "./document-schemas";
import { call } from "../helpers/http";

useTestDatabase();

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;

// A schema node that constrains nothing (no type, $ref, enum, const or combinator): `unknown` in
// the SDK's generated types, and a generator cannot build an accepted value from it.
const CONSTRAINING = ["type", "$ref", "enum", "const", "anyOf", "oneOf", "allOf", "not"];

function untypedNodes(schema: unknown, where: string, found: string[]): string[] {
  if (schema === null || typeof schema !== "object") return found;
  const node = schema as Json;
  if (!CONSTRAINING.some((key) => key in node)) found.push(where);
  for (const [name, property] of Object.entries(node.properties ?? {}))
    untypedNodes(property, `${where}.${name}`, found);
  if (node.items) untypedNodes(node.items, `${where}[]`, found);
  if (typeof node.additionalProperties === "object") untypedNodes(node.additionalProperties, `${where}{*}`, found);
  for (const key of ["anyOf", "oneOf", "allOf"])
    for (const [index, member] of (node[key] ?? []).entries()) untypedNodes(member, `${where}|${index}`, found);
  return found;
}

function everySchema(node: unknown, where: string, found: string[]): string[] {
  if (node === null || typeof node !== "object") return found;
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === "schema") untypedNodes(value, `${where}.schema`, found);
    else everySchema(value, `${where}.${key}`, found);
  }
  return found;
}

const generateParameters = () => {
  const parameters = document.paths["/api/v1/qrcode/generate"].get.parameters as Json[];
  return Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema as Json]));
};

describe("the document is as strict as the server", () => {
  it("has no untyped schema node in any operation or component", () => {
    const found = everySchema(document.paths, "paths", []);
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
      untypedNodes(schema, `components.${name}`, found);
    expect(found).toEqual([]);
  });

  it("the counter finds an untyped node (the check can fail)", () => {
    expect(untypedNodes({ type: "object", properties: { color: {} } }, "x", [])).toEqual(["x.color"]);
  });

  it("types GET /api/v1/qrcode/generate's query with the server's enums, ranges and patterns", () => {
    const schema = generateParameters();
    expect(schema.format.enum).toEqual(["svg", "png", "webp", "jpeg", "pdf"]);
    expect(schema.errorCorrectionLevel.enum).toEqual(["L", "M", "Q", "H"]);
    // The largest caller cap (MAX_IMAGE_PX_AUTH, 2000 by default), not the engine's 4000: more is refused.
    expect(schema.size).toMatchObject({ type: "integer", minimum: 64, maximum: 2000 });
    expect(schema.margin).toMatchObject({ type: "integer", minimum: 2, maximum: 16 });
    expect(schema.foregroundColor).toMatchObject({ type: "string", pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" });
    expect(schema.dotShape.enum).toContain("rounded");
    expect(schema.content).toMatchObject({ type: "string", minLength: 1, maxLength: 2048 });
  });

  it("types colour fields of bodies and answers as pattern strings", () => {
    const body = document.paths["/api/v1/qrcode/generate"].post.requestBody.content["application/json"].schema as Json;
    expect(schemaAt(document, body, "styles", "foregroundColor")).toMatchObject({
      type: "string",
      pattern: expect.stringContaining("#"),
    });
    const answer = document.paths["/api/v1/qrcodes/{id}"].get.responses[200].content["application/json"].schema as Json;
    expect(schemaAt(document, answer, "styles", "backgroundColor")).toMatchObject({
      type: "string",
      pattern: expect.stringContaining("#"),
    });
  });

  it("accepts a request built from the documented values and refuses one outside them", async () => {
    const schema = generateParameters();
    const query = new URLSearchParams({
      content: "https://example.com",
      format: schema.format.enum[0],
      errorCorrectionLevel: schema.errorCorrectionLevel.enum[3],
      size: String(schema.size.minimum),
      margin: String(schema.margin.maximum),
      foregroundColor: "#123",
      backgroundColor: "#ffffff",
      dotShape: schema.dotShape.enum.at(-1),
    });
    const accepted = await call(generateImage, `/api/v1/qrcode/generate?${query}`);
    expect(accepted.status).toBe(200);
    query.set("errorCorrectionLevel", "X");
    const refused = await call(generateImage, `/api/v1/qrcode/generate?${query}`);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("errorCorrectionLevel");
  });
});
