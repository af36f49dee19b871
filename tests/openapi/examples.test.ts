import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { documentValidator } from "./document-schemas";

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const problemOf = documentValidator(document);
const operations = Object.entries(document.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, operation: operation as Json })),
);

describe("the document's examples and named schemas", () => {
  it("gives every operation examples: its parameters, JSON body, JSON success and each error code", () => {
    const missing: string[] = [];
    for (const { label, operation } of operations) {
      for (const parameter of operation.parameters ?? []) if (parameter.example === undefined) missing.push(`${label} parameter ${parameter.name}`);
      const body = operation.requestBody?.content?.["application/json"];
      if (body && body.example === undefined) missing.push(`${label} body`);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const json = response.content?.["application/json"];
        if (!json) continue;
        if (Number(status) < 300 && json.example === undefined) missing.push(`${label} ${status}`);
        for (const code of response["x-codebeam-error-codes"] ?? []) if (!json.examples?.[code]) missing.push(`${label} ${status} ${code}`);
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
      for (const parameter of operation.parameters ?? []) check(`${label} ${parameter.name}`, parameter.schema, parameter.example);
      const body = operation.requestBody?.content?.["application/json"];
      if (body) check(`${label} body`, body.schema, body.example);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const json = response.content?.["application/json"];
        if (json?.example !== undefined) check(`${label} ${status}`, json.schema, json.example);
        for (const [code, example] of Object.entries((json?.examples ?? {}) as Json)) check(`${label} ${status} ${code}`, json.schema, example.value);
      }
    }
    expect(invalid).toEqual([]);
  });

  it("the check sees an example that breaks its schema (it can fail)", () => {
    expect(problemOf({ $ref: "#/components/schemas/Error" }, { error: "Bad Request", code: "NOT_A_CODE", message: "x" })).toMatch(/code/);
  });

  it("names the schema of every JSON answer and body: one component per resource", () => {
    const inline: string[] = [];
    for (const { label, operation } of operations) {
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      if (body && !body.$ref && label !== "POST /api/v1/mcp") inline.push(`${label} body`);
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const schema = response.content?.["application/json"]?.schema;
        if (schema && !schema.$ref && !["POST /api/v1/mcp", "GET /api/v1/openapi.json"].includes(label)) inline.push(`${label} ${status}`);
      }
    }
    expect(inline).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["QrCode", "QrStyle", "Webhook", "Delivery", "ApiKey", "User", "AiGeneration", "Statistics", "ScanEvent", "CreditBalance"]),
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
});
