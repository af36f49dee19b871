import { defineContract, MCP_READ } from "../api/contract";
import { CreateImportBody, ImportIdParams, ImportListSchema, ImportSchema, QueuedImportSchema } from "./import-schemas";

// Imports bring a workspace's existing links in (CSV, Bitly, Shlink, Dub), keeping their domain and
// slug where the workspace serves that domain. Making codes is an editor's work, as creating them is.

const read = {
  tag: "Imports",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
} as const;
const write = { tag: "Imports", auth: "key-or-session", permission: "qrcode:create", workspaceRole: "EDITOR" } as const;

export const createImportContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/imports",
  operationId: "imports.create",
  summary: "Import links from a CSV file, Bitly, Shlink or Dub",
  description: (config) =>
    `Answers 202 at once with the import's id and Location; poll it. The rows are read and checked first; a run that needs more credits than the workspace has fails before writing anything (CREDIT_EXHAUSTED, the number needed in its message), and dryRun answers the same counts writing nothing. A link keeps its domain and slug when the workspace serves that domain (a CSV row naming another domain is a row error; links of Bitly, Shlink or Dub on domains it does not serve get a new link). Running the same import again finds the codes it made (skipped, or updated when the destination changed); a slug another code holds is a row error, never an overwrite. One import per workspace runs at a time; others wait QUEUED (at most 5 waiting or running: 409 CONFLICT beyond). No qrcode.created webhooks for imported codes: one import.finished event. A CSV may also be the body itself (Content-Type: text/csv, up to ${config.IMPORT_MAX_BYTES} bytes; ?dryRun=true for a dry run).`,
  body: CreateImportBody,
  csvBody: true,
  response: QueuedImportSchema,
  status: 202,
  idempotent: true,
  location: (body: { location?: string }) => body.location,
  errors: ["CONFLICT"],
  mcp: {
    name: "start_import",
    title: "Import links from a CSV, Bitly, Shlink or Dub",
    description:
      "Queues an import of existing links into the key's workspace: source csv (options.csv: the file's text, a header row with url and optional name, slug, domain, tags, mode, createdAt), bitly (options.token), shlink (options.baseUrl, options.apiKey, options.visits) or dub (options.apiKey). A link keeps its domain and slug where the workspace serves that domain. dryRun: true only counts (and says the credits needed). Answers the import's id at once: follow it with get_import.",
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    summary: ({ importId }) => `Import ${importId} queued; get_import follows it.`,
  },
});

export const listImportsContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/imports",
  operationId: "imports.list",
  summary: "The workspace's imports, newest first (the last 50)",
  response: ImportListSchema,
  status: 200,
});

export const getImportContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/imports/{id}",
  operationId: "imports.get",
  summary: "One import: its status, counts and row errors",
  params: ImportIdParams,
  response: ImportSchema,
  status: 200,
  mcp: {
    name: "get_import",
    title: "An import's progress and result",
    description:
      "Status (QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED), counts (total, processed, created, updated, skipped, failed), the credits the new codes need, and the first row errors with their row numbers and fields.",
    annotations: MCP_READ,
    params: { id: "the import's id (start_import answers it)" },
    summary: (view) =>
      `${view.status}${view.dryRun ? " (dry run)" : ""}: ${view.processed}/${view.total} rows, ${view.created} created, ${view.updated} updated, ${view.skipped} skipped, ${view.failed} failed${view.error ? `; ${view.error.message}` : ""}.`,
  },
});

export const cancelImportContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/imports/{id}/cancel",
  operationId: "imports.cancel",
  summary: "Stop an import",
  description:
    "A QUEUED or RUNNING import becomes CANCELLED: rows not yet written are left out, codes already made stay. A finished one is a 409 CONFLICT.",
  params: ImportIdParams,
  response: ImportSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const IMPORT_CONTRACTS = [
  createImportContract,
  listImportsContract,
  getImportContract,
  cancelImportContract,
] as const;
