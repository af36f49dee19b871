import { defineContract, RENDERED_CONTENT_TYPES } from "../api/contract";
import type { Env } from "../config/env";
import { GenerateQrBody, GenerateQrQuery, PluginImageSchema } from "./generate-schemas";

// Image generation: nothing is saved or charged.

const sizeNote = (config: Env) =>
  `Images are capped at ${config.MAX_IMAGE_PX_ANON} px for anonymous callers and ${config.MAX_IMAGE_PX_AUTH} px with a key or session (server configuration).`;

export const generateQrImageContract = defineContract({
  method: "GET",
  path: "/api/v1/qrcode/generate",
  operationId: "qrcode.generate",
  summary: "Generate a QR code image from query parameters",
  description: (config) =>
    `No authentication needed; an API key or session raises the rate limit and the size cap. Nothing is saved or charged. ${sizeNote(config)}`,
  tag: "Generate",
  auth: "public",
  query: GenerateQrQuery,
  response: { file: RENDERED_CONTENT_TYPES },
  conditional: true,
  status: 200,
});

export const generateQrImageFromBodyContract = defineContract({
  method: "POST",
  path: "/api/v1/qrcode/generate",
  operationId: "qrcode.generatePost",
  summary: "Generate a QR code image from a JSON body",
  description: (config) => `Same as the GET form with the options in a JSON body. ${sizeNote(config)}`,
  tag: "Generate",
  auth: "public",
  body: GenerateQrBody,
  response: { file: RENDERED_CONTENT_TYPES },
  conditional: true,
  status: 200,
});

export const pluginGenerateContract = defineContract({
  method: "POST",
  path: "/api/v1/plugin/generate",
  operationId: "plugin.generate",
  summary: "Generate a QR code for a plugin: JSON with the image as a data URL",
  description: "Accepts `Authorization: Bearer` and the legacy `cb-api-key` header.",
  tag: "Generate",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
  body: GenerateQrBody,
  response: PluginImageSchema,
  status: 200,
});

export const GENERATE_CONTRACTS = [generateQrImageContract, generateQrImageFromBodyContract, pluginGenerateContract];
