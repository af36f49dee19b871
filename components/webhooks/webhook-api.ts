import { type ApiResult, callApi } from "@/components/ui/api-client";

/** A call to `/api/v1/webhooks…` through the dashboard's one API helper. */
export const callWebhooks = <T>(path: string, method = "GET", body?: unknown): Promise<ApiResult<T>> => callApi<T>(`/api/v1/webhooks${path}`, method, body);

export const webhookPath = (id: string, rest = "") => `/${encodeURIComponent(id)}${rest}`;
