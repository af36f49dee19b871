import { lookup } from "node:dns/promises";
import { getConfig } from "../../config/env";
import { fetchGuarded, type GuardedResponse } from "../../net/fetch-guarded";
import { AiEngineError } from "./provider-types";

const MAX_ENGINE_BYTES = 64 * 2 ** 20;

/**
 * A request to the configured engine through the outbound guard. The engine's own addresses are
 * allowed explicitly (an operator's GPU box is often on a private network); nothing else is.
 * Every failure — refused, timed out, non-2xx, not JSON — is an AiEngineError with the reason.
 */
export async function engineRequest(
  url: string,
  options: {
    method?: "GET" | "POST";
    body?: unknown;
    rawBody?: Buffer;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<GuardedResponse> {
  const config = getConfig();
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  // Only the configured engine gets its private addresses allowed and the token (an engine's output
  // may live on another host, e.g. Replicate's file CDN: that host is fetched as any public URL).
  const base = engineBase();
  const isEngine = base !== "" && new URL(base).host === target.host;
  const allowAddresses = isEngine ? (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address) : [];
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  let response: GuardedResponse;
  try {
    response = await fetchGuarded(target, {
      method: options.method ?? (hasBody ? "POST" : "GET"),
      headers: {
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(isEngine && config.AI_PROVIDER_TOKEN ? { authorization: `Bearer ${config.AI_PROVIDER_TOKEN}` } : {}),
        ...options.headers,
      },
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      timeoutMs: options.timeoutMs ?? config.AI_TIMEOUT_MS,
      connectTimeoutMs: Math.min(options.timeoutMs ?? config.AI_TIMEOUT_MS, 10_000),
      maxBytes: MAX_ENGINE_BYTES,
      allowAddresses,
    });
  } catch (error) {
    throw new AiEngineError(
      `the ${config.AI_PROVIDER} engine at ${target.origin} could not be reached: ${(error as Error).message}`,
    );
  }
  if (response.status < 200 || response.status >= 300) {
    throw new AiEngineError(
      `the ${config.AI_PROVIDER} engine answered ${response.status} to ${target.pathname}: ${response.body.toString("utf8").slice(0, 200)}`,
    );
  }
  return response;
}

export async function engineJson<T>(url: string, options: Parameters<typeof engineRequest>[1] = {}): Promise<T> {
  const response = await engineRequest(url, options);
  try {
    return JSON.parse(response.body.toString("utf8")) as T;
  } catch {
    throw new AiEngineError(`the ${getConfig().AI_PROVIDER} engine answered something other than JSON`);
  }
}

/** The engine's base URL: AI_PROVIDER_URL, or Replicate's public API for the replicate provider. */
export function engineBase(): string {
  const config = getConfig();
  return (config.AI_PROVIDER_URL ?? (config.AI_PROVIDER === "replicate" ? REPLICATE_API : "")).replace(/\/+$/, "");
}

export const REPLICATE_API = "https://api.replicate.com";

export const engineUrl = (path: string) => new URL(path, `${engineBase()}/`).href;
