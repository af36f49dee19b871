import { z } from "zod";
import { readCodes, writeCodes } from "./code-contract-bases";
import { defineContract, MCP_READ, RENDERED_CONTENT_TYPES } from "../api/contract";
import type { Env } from "../config/env";
import {
  BatchCreateBody,
  BatchCreateDocBody,
  BatchResultSchema,
  CloneQrCodeBody,
  ClonedQrCodeSchema,
  CreatedQrCodeSchema,
  CreateQrCodeBody,
  DeletedQrCodeSchema,
  ListQrCodesQuery,
  MAX_BATCH_ITEMS,
  QrCodeIdParams,
  QrCodeListSchema,
  QrCodeSchema,
  SavedImageQuery,
  UpdatedQrCodeSchema,
  UpdateQrCodeBody,
} from "./code-schemas";
import { RESTORE_DAYS } from "./code-limits";
import { exportCodesCsvContract, exportQrCodesContract } from "./export-contracts";
import { changeCodeTagsContract, listCodeTagsContract } from "./tag-contracts";
import { CodeVersionListSchema, ListVersionsQuery, VersionParams } from "./version-schemas";

// Saved codes: create, list, read, update, delete, clone, batch and the image.

const cost = (config: Env) =>
  `A DYNAMIC code costs ${config.DYNAMIC_CODE_COST} credits (403 CREDIT_EXHAUSTED when short); a STATIC code costs none and counts against the monthly static-code quota (403 STATIC_QUOTA_EXCEEDED). Nothing is charged unless the code is saved.`;
const read = readCodes;
const write = writeCodes;
const charging = ["CREDIT_EXHAUSTED", "STATIC_QUOTA_EXCEEDED"] as const;

// MCP hints: a create makes a new code on every call; an update or a delete replaces what was there,
// and doing it twice leaves the same state.
const mcpCreates = { readOnlyHint: false, openWorldHint: false, destructiveHint: false, idempotentHint: false };
const mcpReplaces = { readOnlyHint: false, openWorldHint: false, destructiveHint: true, idempotentHint: true };
/** A saved code's `id` as an MCP tool argument (lib/stats/contracts.ts takes it too). */
export const MCP_CODE_ID = { id: "the code's id (from list_qr_codes or create_qr_code)" };

export const createQrCodeContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes",
  operationId: "qrcodes.create",
  summary: "Create and save a QR code",
  description: (config) =>
    `DYNAMIC (default) needs an http(s) URL in content and encodes a tracking short link to it; STATIC encodes content (URL or text) itself. AI codes are not made here. ${cost(config)}`,
  body: CreateQrCodeBody,
  response: CreatedQrCodeSchema,
  status: 201,
  idempotent: true,
  errors: [...charging, "SLUG_TAKEN"],
  mcp: {
    name: "create_qr_code",
    title: "Create a saved QR code",
    description:
      "Saves a code. DYNAMIC (default, costs credits): content must be an http(s) URL; the image encodes a tracked short link whose target can change later. " +
      "STATIC (free, monthly quota): the image encodes content itself. Design by templateId, keywords and styles as in generate_qr_code.",
    annotations: mcpCreates,
    summary: (created) =>
      `Created code ${created.id}${created.shortLink ? ` with short link ${created.shortLink}` : ""}, template '${created.templateUsed}'.`,
  },
});

export const listQrCodesContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/qrcodes",
  operationId: "qrcodes.list",
  summary: "The account's saved codes, newest first",
  description:
    "Deleted codes are never listed. `keyword` matches the name or the content, case-insensitive; `q` is a wider search (name, content, destination or short code; a pasted short link finds its code); `tag` keeps the codes carrying that tag; `sort` orders by createdAt, name or scanCount (`-` for descending).",
  query: ListQrCodesQuery,
  response: QrCodeListSchema,
  status: 200,
  mcp: {
    name: "list_qr_codes",
    title: "List saved QR codes",
    description:
      "The account's saved codes, newest first unless sort says otherwise: page, size (≤ 50), filters by mode, status, tag, a keyword matching name or content, and q: a search matching name, content, destination URL or short code (or a pasted short link).",
    annotations: MCP_READ,
    summary: ({ data, pagination }) =>
      `${data.length} of ${pagination.total} codes (page ${pagination.page} of ${pagination.totalPages}).`,
  },
});

export const getQrCodeContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/qrcodes/{id}",
  operationId: "qrcodes.get",
  summary: "One saved code",
  params: QrCodeIdParams,
  response: QrCodeSchema,
  status: 200,
  mcp: {
    name: "get_qr_code",
    title: "Get a saved QR code",
    description: "One saved code in full: content, target URL, short link, status, template, styles and scan count.",
    annotations: MCP_READ,
    params: MCP_CODE_ID,
    summary: (code) => `${code.mode} code '${code.name ?? code.id}' (${code.status}), ${code.scanCount} scans.`,
  },
});

export const updateQrCodeContract = defineContract({
  ...write,
  method: "PATCH",
  path: "/api/v1/qrcodes/{id}",
  operationId: "qrcodes.update",
  summary: "Change a code's target, name, status, tags, design, schedule, scan limit, rules, UTM or password",
  description:
    "A STATIC code changes only its `tags` and design (400 otherwise); an AI code's design is its art (400: regenerate it). " +
    "Design: `templateId` redraws from that template, `styles` patch the template's (or, without templateId, the code's current) style, `logo` replaces the logo (null removes it), `errorCorrectionLevel`; the short link and statistics stay, and a design that would not draw readably is a 400 naming the field. " +
    "Status READY and EXPIRED go both ways; DELETED equals delete (undone by POST /api/v1/qrcodes/{id}/restore within 30 days). " +
    "Smart fields: null clears one, a missing one stays. Rules are evaluated in order on every scan, the first whose conditions all match picks the target. " +
    "Every change of where scans go (target, schedule, limit, fallback, rules, UTM, password) is kept as a version (GET /api/v1/qrcodes/{id}/versions). " +
    "`domain` and `slug` move the link (409 SLUG_TAKEN when another code, or another code's old link, holds it); the old branded link keeps redirecting for DOMAIN_MOVE_GRACE_DAYS.",
  params: QrCodeIdParams,
  body: UpdateQrCodeBody,
  response: UpdatedQrCodeSchema,
  status: 200,
  errors: ["SLUG_TAKEN"],
  mcp: {
    name: "update_qr_code",
    title: "Update a saved QR code",
    description:
      "Changes a code's targetUrl (DYNAMIC codes: where the short link redirects), name or status (READY/EXPIRED; DELETED equals delete_qr_code), " +
      "and its smart fields: validFrom/expiresAt/fallbackUrl/maxScans (schedule and scan limit), ordered routing rules (device, os, browser, country, region, city, language, time, query; weightedTargets for A/B), utm and password. null clears a smart field.",
    annotations: mcpReplaces,
    params: MCP_CODE_ID,
    summary: (updated) => `Updated code ${updated.id}: ${updated.status}, target ${updated.targetUrl}.`,
  },
});

export const deleteQrCodeContract = defineContract({
  ...write,
  method: "DELETE",
  path: "/api/v1/qrcodes/{id}",
  operationId: "qrcodes.delete",
  summary: "Delete a code (soft delete; its short link stops working)",
  description: `Afterwards the code answers 404 everywhere, this operation included, until POST /api/v1/qrcodes/{id}/restore undoes the delete (within ${RESTORE_DAYS} days).`,
  params: QrCodeIdParams,
  response: DeletedQrCodeSchema,
  status: 200,
  mcp: {
    name: "delete_qr_code",
    title: "Delete a saved QR code",
    description: `Deletes a code: its short link stops redirecting and printed copies stop working, until restore_qr_code undoes it (within ${RESTORE_DAYS} days).`,
    annotations: mcpReplaces,
    params: MCP_CODE_ID,
    summary: (deleted) => `Deleted code ${deleted.id}.`,
  },
});

export const restoreQrCodeContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/{id}/restore",
  operationId: "qrcodes.restore",
  summary: "Undo the delete of a code",
  description: `Within ${RESTORE_DAYS} days of a delete: the code comes back with the status it had (READY or EXPIRED), its short link working again, its scans and history kept. A code that is not deleted is answered as it is; one deleted longer ago, or unknown, is 404.`,
  params: QrCodeIdParams,
  response: QrCodeSchema,
  status: 200,
  mcp: {
    name: "restore_qr_code",
    title: "Restore a deleted QR code",
    description: `Undoes delete_qr_code within ${RESTORE_DAYS} days: the short link redirects again and printed copies work again.`,
    annotations: { ...mcpReplaces, destructiveHint: false },
    params: MCP_CODE_ID,
    summary: (code) => `Restored code ${code.id} (${code.status}).`,
  },
});

export const cloneQrCodeContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/{id}/clone",
  operationId: "qrcodes.clone",
  summary: "Copy a code with its template and styles",
  description: (config) =>
    `The body may be left out. An AI code cannot be cloned (400 AI_CODE_NOT_CLONABLE): it must be regenerated with POST /api/v1/qrcodes/{id}/regenerate. ${cost(config)}`,
  params: QrCodeIdParams,
  body: CloneQrCodeBody,
  optionalBody: true,
  response: ClonedQrCodeSchema,
  status: 201,
  idempotent: true,
  errors: [...charging, "AI_CODE_NOT_CLONABLE"],
  mcp: {
    name: "clone_qr_code",
    title: "Clone a saved QR code",
    description:
      "A new code with the original's template and styles; optional name and content. Charged like create_qr_code.",
    annotations: mcpCreates,
    params: MCP_CODE_ID,
    summary: (cloned, { params }) => `Cloned ${params.id} as ${cloned.id}.`,
  },
});

export const batchCreateQrCodesContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/batch",
  operationId: "qrcodes.batchCreate",
  summary: `Create up to ${MAX_BATCH_ITEMS} codes; each item succeeds or fails on its own`,
  description: (config) =>
    `More than ${MAX_BATCH_ITEMS} items, or an item of the wrong JSON type, is a 400 for the whole request (nothing is created). Any other problem with an item, credits running out or the quota being reached fails only that item, with a reason naming the field. ${cost(config)}`,
  body: BatchCreateBody,
  documentedBody: BatchCreateDocBody,
  response: BatchResultSchema,
  status: 200,
  idempotent: true,
});

export const qrCodeImageContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/qrcodes/{id}/image",
  operationId: "qrcodes.image",
  summary: "The image of a saved code",
  description: (config) =>
    `Drawn with the code's styles, logo and error correction level; a DYNAMIC code encodes its short link. ETag / If-None-Match supported. Size capped at ${config.MAX_IMAGE_PX_AUTH} px.`,
  params: QrCodeIdParams,
  query: SavedImageQuery,
  response: { file: RENDERED_CONTENT_TYPES },
  conditional: true,
  status: 200,
});

export const listCodeVersionsContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/qrcodes/{id}/versions",
  operationId: "qrcodes.listVersions",
  summary: "The history of where a code's scans go, newest first",
  description:
    "One version per change of target, schedule, scan limit, fallback, rules, UTM or password: who made it, which fields changed and the state after it. Version 1 is the code as created.",
  params: VersionParams.pick({ id: true }),
  query: ListVersionsQuery,
  response: CodeVersionListSchema,
  status: 200,
});

export const restoreCodeVersionContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/{id}/versions/{version}/restore",
  operationId: "qrcodes.restoreVersion",
  summary: "Roll a code back to a version",
  description:
    "Routes scans as they were after that version (target, schedule, limit, fallback, rules, UTM, password), recorded as a new version. Name and status stay.",
  params: VersionParams,
  body: z.strictObject({}).meta({ id: "NoFields", description: "no fields: send `{}` or no body" }),
  optionalBody: true,
  response: UpdatedQrCodeSchema,
  status: 200,
});

// Exports and tags have their own files (export-contracts.ts, tag-contracts.ts); exported here too, as
// every contract of the domain is (scripts/build-api-routes.ts finds them in lib/<domain>/contracts.ts).
export { exportCodesCsvContract, exportQrCodesContract };
export { changeCodeTagsContract, listCodeTagsContract };

export const CODES_CONTRACTS = [
  createQrCodeContract,
  listQrCodesContract,
  getQrCodeContract,
  updateQrCodeContract,
  deleteQrCodeContract,
  restoreQrCodeContract,
  cloneQrCodeContract,
  batchCreateQrCodesContract,
  qrCodeImageContract,
  listCodeVersionsContract,
  restoreCodeVersionContract,
  exportQrCodesContract,
  exportCodesCsvContract,
  listCodeTagsContract,
  changeCodeTagsContract,
];
