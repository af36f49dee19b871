import { withApi } from "@/lib/api/with-api";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { openApiDocumentContract } from "@/lib/openapi/contracts";

let cached: Record<string, unknown> | undefined;

export const GET = withApi(openApiDocumentContract, async () => (cached ??= buildOpenApiDocument()));
