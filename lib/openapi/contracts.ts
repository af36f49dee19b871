import { z } from "zod";
import { defineContract } from "../api/contract";

export const openApiDocumentContract = defineContract({
  method: "GET",
  path: "/api/v1/openapi.json",
  operationId: "openapi.document",
  summary: "This OpenAPI 3.1 document",
  tag: "Meta",
  auth: "public",
  response: z
    .looseObject({
      openapi: z.literal("3.1.0"),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string().regex(/^\//), z.looseObject({})),
    })
    .meta({ example: { openapi: "3.1.0", info: { title: "Codebeam API", version: "1.0.0" }, paths: {} } }),
  status: 200,
});
