import { type ReadError, readApiError } from "./api-error";

/** The one wording of "no answer came" (network down, server stopped, request blocked). */
export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

let workspaceId: string | undefined;

/** The workspace every call names from now on (components/workspaces/workspace-context.tsx sets it). */
export function setApiWorkspace(id: string | undefined): void {
  workspaceId = id;
}

/** The header naming that workspace, for a request made without callApi (a file fetched as a blob). */
export const workspaceHeaders = (): Record<string, string> =>
  workspaceId ? { "X-Codebeam-Workspace": workspaceId } : {};

function headersOf(json: boolean): Record<string, string> | undefined {
  const headers = { ...(json ? { "Content-Type": "application/json" } : {}), ...workspaceHeaders() };
  return Object.keys(headers).length ? headers : undefined;
}

/** `status` is 0 when no answer came. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ReadError };

/**
 * The dashboard's one way to call its own API: same origin with the session cookie, a JSON body
 * when one is given, never cached. A failure is read into a message and per-field errors, so no
 * caller handles a thrown fetch or an error body itself.
 */
export async function callApi<T>(path: string, method = "GET", body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      cache: "no-store",
      headers: headersOf(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: { message: NETWORK_ERROR, fields: {} } };
  }
  if (!response.ok) return { ok: false, status: response.status, error: await readApiError(response) };
  try {
    return { ok: true, status: response.status, data: (await response.json()) as T };
  } catch {
    // The answer was cut off or is not JSON (a proxy page): as good as no answer.
    return { ok: false, status: 0, error: { message: NETWORK_ERROR, fields: {} } };
  }
}

/** A failed GET for SWR: the message is the one `readApiError` made. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: ReadError,
  ) {
    super(error.message);
  }
}

/** SWR's fetcher: the data, or an ApiRequestError. */
export async function fetchJson<T>(path: string): Promise<T> {
  const result = await callApi<T>(path);
  if (!result.ok) throw new ApiRequestError(result.status, result.error);
  return result.data;
}
