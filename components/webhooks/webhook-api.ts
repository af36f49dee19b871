import { readApiError, type ReadError } from "@/components/ui/api-error";

/** `status` is 0 when no answer came. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ReadError };

const NETWORK: ReadError = { message: "Could not reach the server. Check your connection and try again.", fields: {} };

/** A same-origin call to `/api/v1/webhooks…` with the session cookie; a JSON body when one is given. */
export async function callWebhooks<T>(path: string, method = "GET", body?: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`/api/v1/webhooks${path}`, {
      method,
      cache: "no-store",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) return { ok: false, status: response.status, error: await readApiError(response) };
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ok: false, status: 0, error: NETWORK };
  }
}

export const webhookPath = (id: string, rest = "") => `/${encodeURIComponent(id)}${rest}`;
