import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { exampleOf, GENERIC_STRING_EXAMPLE } from "@/lib/openapi/example-of";
import { documentValidator } from "./document-schemas";

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const problemOf = documentValidator(document);
const operations = Object.entries(document.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, operation]) => ({
    label: `${method.toUpperCase()} ${path}`,
    operation: operation as Json,
  })),
);

describe("the document's examples and named schemas", () => {
  it("gives every operation examples: its parameters, JSON body, JSON success and each error code", () => {
    const missing: string[] = [];
    for (const { label, operation } of operations) {
      for (const parameter of operation.parameters ?? [])
        if (parameter.example === undefined) missing.push(`${label} parameter ${parameter.name}`);
      const body = operation.requestBody?.content?.["application/json"];
      if (body && body.example === undefined) missing.push(`${label} body`);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const json = response.content?.["application/json"];
        if (!json) continue;
        if (Number(status) < 300 && json.example === undefined) missing.push(`${label} ${status}`);
        for (const code of response["x-codebeam-error-codes"] ?? [])
          if (!json.examples?.[code]) missing.push(`${label} ${status} ${code}`);
      }
    }
    expect(operations.length).toBeGreaterThanOrEqual(45);
    expect(missing).toEqual([]);
  });

  it("every example is valid against the schema it illustrates", () => {
    const invalid: string[] = [];
    const check = (where: string, schema: Json, value: unknown) => {
      const problem = problemOf(schema, value);
      if (problem) invalid.push(`${where}: ${problem} — ${JSON.stringify(value).slice(0, 200)}`);
    };
    for (const { label, operation } of operations) {
      for (const parameter of operation.parameters ?? [])
        check(`${label} ${parameter.name}`, parameter.schema, parameter.example);
      const body = operation.requestBody?.content?.["application/json"];
      if (body) check(`${label} body`, body.schema, body.example);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const json = response.content?.["application/json"];
        if (json?.example !== undefined) check(`${label} ${status}`, json.schema, json.example);
        for (const [code, example] of Object.entries((json?.examples ?? {}) as Json))
          check(`${label} ${status} ${code}`, json.schema, example.value);
      }
    }
    expect(invalid).toEqual([]);
  });

  it("the check sees an example that breaks its schema (it can fail)", () => {
    expect(
      problemOf({ $ref: "#/components/schemas/Error" }, { error: "Bad Request", code: "NOT_A_CODE", message: "x" }),
    ).toMatch(/code/);
  });

  it("names the schema of every JSON answer and body: one component per resource", () => {
    const inline: string[] = [];
    for (const { label, operation } of operations) {
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      if (body && !body.$ref && label !== "POST /api/v1/mcp") inline.push(`${label} body`);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const schema = response.content?.["application/json"]?.schema;
        if (schema && !schema.$ref && !["POST /api/v1/mcp", "GET /api/v1/openapi.json"].includes(label))
          inline.push(`${label} ${status}`);
      }
    }
    expect(inline).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "QrCode",
        "QrStyle",
        "Webhook",
        "Delivery",
        "ApiKey",
        "User",
        "AiGeneration",
        "Statistics",
        "ScanEvent",
        "CreditBalance",
      ]),
    );
  });

  it("documents ETag, If-None-Match and the 304 of the image operations", () => {
    for (const [path, method] of [
      ["/api/v1/qrcode/generate", "get"],
      ["/api/v1/qrcode/generate", "post"],
      ["/api/v1/qrcodes/{id}/image", "get"],
    ] as const) {
      const operation = document.paths[path][method];
      expect(operation.parameters.map((parameter: Json) => parameter.name)).toContain("If-None-Match");
      expect(Object.keys(operation.responses[304].headers)).toContain("ETag");
      expect(Object.keys(operation.responses[200].headers)).toContain("ETag");
    }
  });

  it("takes string examples from the schema, never from the field's name", () => {
    const plain = { type: "string" };
    const named = {
      type: "object",
      properties: Object.fromEntries(
        [
          "id",
          "generationId",
          "shortLink",
          "targetUrl",
          "imageUrl",
          "location",
          "content",
          "name",
          "tags",
          "templateUsed",
          "createdAt",
          "timestamp",
          "date",
          "message",
          "error",
          "email",
        ].map((key) => [key, key === "tags" ? { type: "array", items: plain } : plain]),
      ),
    };
    expect(exampleOf(plain, {}, "output")).toBe(GENERIC_STRING_EXAMPLE);
    const example = exampleOf(named, {}, "output") as Json;
    expect(
      Object.values(example)
        .flat()
        .every((value) => value === GENERIC_STRING_EXAMPLE),
    ).toBe(true);
    // What a schema says still counts: its examples, then a known format.
    expect(exampleOf({ type: "string", examples: ["https://cb.example.com/s/spring24"] }, {}, "output")).toBe(
      "https://cb.example.com/s/spring24",
    );
    expect(exampleOf({ type: "string", format: "date-time" }, {}, "output")).toBe("2026-11-25T09:30:00.000Z");
  });

  it("every id, short link, URL and timestamp string of the components has an example from its schema", () => {
    // Strings whose example would otherwise be the generic one; a known format or an enum is enough.
    const KEY = /^id$|Id$|^clonedFrom$|^shortLink$|^url$|Url$|^location$|At$|^timestamp$|^date$|Date$/;
    const FORMATS = new Set(["date-time", "date", "uri", "url", "email", "uuid"]);
    const KNOWN = new Set<string>();
    const bare: string[] = [];
    const described = (schema: Json) =>
      (Array.isArray(schema.examples) && schema.examples.length > 0) ||
      schema.example !== undefined ||
      "const" in schema ||
      Array.isArray(schema.enum) ||
      FORMATS.has(schema.format);
    const visit = (schema: Json | undefined, where: string, key: string, covered: boolean) => {
      if (!schema || typeof schema !== "object" || schema.$ref) return;
      const here = covered || described(schema);
      const members = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Json[] | undefined;
      if (members) {
        // A union with a non-string member (string or integer, say) is not a string field.
        const strings = members.filter((member) => member.type === "string" || member.$ref || member.anyOf);
        if (members.every((member) => member.type === "null" || strings.includes(member)))
          for (const member of strings) visit(member, where, key, here);
        else
          for (const member of members)
            if (member.type === "object" || member.type === "array") visit(member, where, key, here);
      }
      const types = ([] as unknown[]).concat(schema.type ?? []).filter((type) => type !== "null");
      if (types.length === 1 && types[0] === "string" && KEY.test(key) && !here && !KNOWN.has(where)) bare.push(where);
      if (schema.items) visit(schema.items as Json, where, key, here);
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Json))
        visit(property as Json, `${where}.${name}`, name, false);
    };
    for (const [name, schema] of Object.entries(document.components.schemas as Json))
      visit(schema as Json, name, "", false);
    expect(bare).toEqual([]);
  });
});
