import { z } from "zod";
import { defineContract } from "../api/contract";

export const openApiDocumentContract = defineContract({
  method: "GET",
  path: "/api/v1/openapi.json",
  operationId: "openapi.document",
  summary: "This OpenAPI 3.1 document",
  tag: "Meta",
  auth: "public",
  response: z.object({ openapi: z.string(), info: z.record(z.string(), z.unknown()), paths: z.record(z.string(), z.unknown()) }).loose(),
  status: 200,
});
