import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { useTestDatabase } from "../helpers/database";
import type { CallResult } from "../helpers/http";
import { documentValidator, schemaAt } from "../openapi/document-schemas";
import {
  batchCreate,
  cloneCode,
  codeImage,
  createCode,
  deleteCode,
  getCode,
  listCodes,
  makeOwner,
  updateCode,
} from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const problemOf = documentValidator(document);

/** A real answer checked against the schema the OpenAPI document gives for it. */
function expectDocumented(method: string, path: string, result: CallResult) {
  const response = document.paths[path]?.[method]?.responses?.[result.status];
  expect(response, `${method} ${path} answered ${result.status}, which is not documented`).toBeDefined();
  const problem = problemOf(response.content["application/json"].schema, result.body);
  expect(problem, `${method} ${path} ${result.status}: ${problem}\n${JSON.stringify(result.body)}`).toBeNull();
}

describe("the OpenAPI document describes the saved-code answers", () => {
  it("documents all nine operations with their permissions", () => {
    const operations = [
      ["post", "/api/v1/qrcodes", "qrcode:create"],
      ["get", "/api/v1/qrcodes", "qrcode:generate"],
      ["get", "/api/v1/qrcodes/{id}", "qrcode:generate"],
      ["patch", "/api/v1/qrcodes/{id}", "qrcode:create"],
      ["delete", "/api/v1/qrcodes/{id}", "qrcode:create"],
      ["post", "/api/v1/qrcodes/{id}/restore", "qrcode:create"],
      ["post", "/api/v1/qrcodes/{id}/clone", "qrcode:create"],
      ["post", "/api/v1/qrcodes/batch", "qrcode:create"],
      ["get", "/api/v1/qrcodes/{id}/image", "qrcode:generate"],
    ];
    for (const [method, path, permission] of operations)
      expect(document.paths[path]?.[method]?.["x-codebeam-permission"], `${method} ${path}`).toBe(permission);
    const create = schemaAt(
      document,
      document.paths["/api/v1/qrcodes"].post.requestBody.content["application/json"].schema,
    );
    expect(create.required).toEqual(["content"]);
    expect(Object.keys(create.properties)).toEqual(
      expect.arrayContaining([
        "content",
        "mode",
        "name",
        "templateId",
        "keywords",
        "logo",
        "size",
        "errorCorrectionLevel",
        "styles",
      ]),
    );
    expect(
      schemaAt(
        document,
        document.paths["/api/v1/qrcodes/batch"].post.requestBody.content["application/json"].schema,
        "items",
      ).maxItems,
    ).toBe(20);
    expect(document.paths["/api/v1/qrcodes"].get.parameters.map((p: Json) => p.name)).toEqual([
      "page",
      "size",
      "mode",
      "status",
      "keyword",
      "q",
      "tag",
      "sort",
      "X-Codebeam-Workspace",
      "workspace",
    ]);
  });

  it("successes and errors of every operation match their documented schemas", async () => {
    const { headers } = await makeOwner();
    const reader = (await makeOwner(["qrcode:generate"])).headers;
    const created = await createCode(headers, { content: "https://example.com/doc", name: "doc" });
    const id = created.body.id;
    const checks: [string, string, CallResult][] = [
      ["post", "/api/v1/qrcodes", created],
      ["post", "/api/v1/qrcodes", await createCode(headers, { content: "static", mode: "STATIC" })],
      ["post", "/api/v1/qrcodes", await createCode(headers, { content: "javascript:x" })],
      ["post", "/api/v1/qrcodes", await createCode(reader, { content: "https://example.com" })],
      ["get", "/api/v1/qrcodes", await listCodes(headers)],
      ["get", "/api/v1/qrcodes", await listCodes(headers, "?size=51")],
      ["get", "/api/v1/qrcodes/{id}", await getCode(headers, id)],
      ["get", "/api/v1/qrcodes/{id}", await getCode(headers, "nope")],
      ["patch", "/api/v1/qrcodes/{id}", await updateCode(headers, id, { name: null, status: "EXPIRED" })],
      ["patch", "/api/v1/qrcodes/{id}", await updateCode(headers, id, {})],
      ["post", "/api/v1/qrcodes/{id}/clone", await cloneCode(headers, id, { name: "copy" })],
      [
        "post",
        "/api/v1/qrcodes/batch",
        await batchCreate(headers, { items: [{ content: "https://example.com/b" }, { content: "bad" }] }),
      ],
      ["post", "/api/v1/qrcodes/batch", await batchCreate(headers, { items: [] })],
      ["get", "/api/v1/qrcodes/{id}/image", await codeImage(headers, id, "?size=1")],
      ["delete", "/api/v1/qrcodes/{id}", await deleteCode(headers, id)],
      ["delete", "/api/v1/qrcodes/{id}", await deleteCode(headers, id)],
    ];
    expect(checks.map(([, , result]) => result.status)).toEqual([
      201, 201, 400, 403, 200, 400, 200, 400, 200, 400, 201, 200, 400, 400, 200, 404,
    ]);
    for (const [method, path, result] of checks) expectDocumented(method, path, result);
    const image = await codeImage(headers, (await createCode(headers, { content: "https://example.com/i" })).body.id);
    expect(Object.keys(document.paths["/api/v1/qrcodes/{id}/image"].get.responses[200].content)).toContain(
      image.headers.get("content-type"),
    );
  });
});
