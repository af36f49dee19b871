import { GenerateQrBody, GenerateQrQuery, PluginImageSchema } from "../generate/generate-schemas";
import { TemplateCatalogSchema } from "../templates/template-schemas";
import type { Operation } from "./operations";

const SIZE_NOTE = "Images are capped at 1000 px for anonymous callers and 2000 px with a key or session (server configuration).";

/** Image generation and the template catalog (issue 3). */
export const GENERATE_OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/api/v1/qrcode/generate",
    operationId: "qrcode.generate",
    summary: "Generate a QR code image from query parameters",
    description: `No authentication needed; an API key or session raises the rate limit and the size cap. Nothing is saved or charged. ${SIZE_NOTE}`,
    tag: "Generate",
    auth: "public",
    query: GenerateQrQuery,
    imageResponse: true,
    successStatus: 200,
  },
  {
    method: "post",
    path: "/api/v1/qrcode/generate",
    operationId: "qrcode.generatePost",
    summary: "Generate a QR code image from a JSON body",
    description: `Same as the GET form with the options in a JSON body. ${SIZE_NOTE}`,
    tag: "Generate",
    auth: "public",
    body: GenerateQrBody,
    imageResponse: true,
    successStatus: 200,
  },
  {
    method: "post",
    path: "/api/v1/plugin/generate",
    operationId: "plugin.generate",
    summary: "Generate a QR code for a plugin: JSON with the image as a data URL",
    description: "Accepts `Authorization: Bearer` and the legacy `cb-api-key` header.",
    tag: "Generate",
    auth: "key-or-session",
    permission: "qrcode:generate",
    body: GenerateQrBody,
    response: PluginImageSchema,
    successStatus: 200,
  },
  {
    method: "get",
    path: "/api/v1/templates",
    operationId: "templates.list",
    summary: "The template catalog, by category",
    tag: "Templates",
    auth: "key-or-session",
    permission: "qrcode:generate",
    response: TemplateCatalogSchema,
    successStatus: 200,
  },
];
