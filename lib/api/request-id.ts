import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";

// A caller's own id is reused when it is a plain token (a proxy's or the SDK's); anything else is replaced.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of this request: the incoming X-Request-Id when well-formed, otherwise a new one. */
export function requestIdOf(request: Request): string {
  return requestIdFrom(request.headers.get(REQUEST_ID_HEADER) ?? undefined);
}

/** The same from a raw header value (node:http answers made before Next). */
export function requestIdFrom(sent: string | undefined): string {
  const trimmed = sent?.trim();
  return trimmed && VALID_REQUEST_ID.test(trimmed) ? trimmed : `req_${randomUUID().replace(/-/g, "")}`;
}

/**
 * The error body with `requestId` added: top level in the flat /api/v1 shape, inside `error` in
 * the nested users shape. Anything that is not one of the two shapes is left as it is.
 */
export function withRequestIdInBody(body: unknown, requestId: string): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (record.error !== null && typeof record.error === "object" && !Array.isArray(record.error)) {
    return { ...record, error: { ...(record.error as Record<string, unknown>), requestId } };
  }
  return typeof record.error === "string" ? { ...record, requestId } : body;
}
