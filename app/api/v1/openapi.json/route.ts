import { withApi } from "@/lib/api/with-api";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";

let cached: Record<string, unknown> | undefined;

// GET /api/v1/openapi.json — the OpenAPI 3.1 document
export const GET = withApi({ auth: "public" }, async () => (cached ??= buildOpenApiDocument()));
