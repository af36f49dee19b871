import type { ListResourcesResult, ReadResourceResult, ResourceTemplate } from "@modelcontextprotocol/sdk/types.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { toApiError } from "../errors/to-api-error";
import { QrCodeIdParams } from "../codes/code-schemas";
import { getQrCode } from "../codes/get-qr-code";
import { getQrCodeImage } from "../codes/get-qr-code-image";
import { listQrCodes } from "../codes/list-qr-codes";
import { chargeRateLimit, type McpRequestState } from "./run-tool";

// Written out rather than made from a contract: a resource is MCP's own, a record named by a URI,
// and no /api/v1 operation answers a code's record and its image together.
const PREFIX = "codebeam://qrcodes/";
const PAGE_SIZE = 50;
/** JSON-RPC error codes of MCP: resource not found, and our own for an API error of another kind. */
const RESOURCE_NOT_FOUND = -32002;
const API_ERROR = -32000;

export const qrCodeUri = (id: string) => `${PREFIX}${id}`;

export const QR_CODE_RESOURCE_TEMPLATE: ResourceTemplate = {
  uriTemplate: `${PREFIX}{id}`,
  name: "qrcode",
  title: "Saved QR code",
  description: "A saved code of the account: its record as JSON and its image as PNG.",
  mimeType: "application/json",
};

/** Runs a resource operation with the key's rate limit; API errors become JSON-RPC errors with the same code. */
async function asResourceCall<T>(state: McpRequestState, run: () => Promise<T>): Promise<T> {
  try {
    const limited = await chargeRateLimit(state);
    if (limited.error) throw limited.error;
    return await run();
  } catch (thrown) {
    if (thrown instanceof McpError) throw thrown;
    const error = toApiError(thrown);
    const data = { code: error.code, ...(error.details ? { details: error.details } : {}) };
    throw new McpError(error.code === "NOT_FOUND" ? RESOURCE_NOT_FOUND : API_ERROR, error.message, data);
  }
}

/** resources/list: the account's codes, newest first, 50 a page; the cursor is the next page number. */
export function listQrCodeResources(state: McpRequestState, cursor?: string): Promise<ListResourcesResult> {
  const page = cursor && /^[1-9]\d{0,5}$/.test(cursor) ? Number(cursor) : 1;
  return asResourceCall(state, async () => {
    const list = await listQrCodes(state.caller.accountId, { page, size: PAGE_SIZE });
    return {
      resources: list.data.map((code) => ({
        uri: qrCodeUri(code.id),
        name: code.name ?? code.id,
        description: `${code.mode} code, ${code.status}, ${code.scanCount} scans → ${code.targetUrl}`,
        mimeType: "application/json",
      })),
      ...(page < list.pagination.totalPages ? { nextCursor: String(page + 1) } : {}),
    };
  });
}

/** resources/read of codebeam://qrcodes/{id}: the record (as GET /api/v1/qrcodes/{id}) and its PNG. */
export function readQrCodeResource(state: McpRequestState, uri: string): Promise<ReadResourceResult> {
  return asResourceCall(state, async () => {
    const id = uri.startsWith(PREFIX) ? uri.slice(PREFIX.length) : "";
    if (!QrCodeIdParams.safeParse({ id }).success)
      throw new McpError(RESOURCE_NOT_FOUND, `No resource at ${uri}: expected ${PREFIX}{id}.`);
    const code = await getQrCode(state.caller.accountId, id);
    const { image } = await getQrCodeImage(state.caller, id, { format: "png" });
    return {
      contents: [
        { uri, mimeType: "application/json", text: JSON.stringify(code) },
        { uri: `${uri}/image.png`, mimeType: "image/png", blob: image.body.toString("base64") },
      ],
    };
  });
}
