import { ApiError } from "../errors/api-error";
import { answerShortLink } from "./answer-short-link";
import { unavailable } from "./page-answers";
import { parseShortLinkPath, type ShortLinkTarget } from "./short-link-path";
import type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

/** A password form is a few bytes; anything larger is not one. */
const FORM_LIMIT = 4096;

/** What each server hands over of a request to a short link (node-short-links.ts, web-short-links.ts). */
export interface IncomingShortLink {
  method: string | undefined;
  /** The path without its query. */
  pathname: string;
  query: URLSearchParams;
  /** The client's address, given whether the deps trust a proxy's X-Forwarded-For. */
  ip: (trustProxy: boolean) => string;
  header: (name: string) => string | undefined;
  /** The body as UTF-8 text, or null as soon as it passes `limit` bytes. */
  readText: (limit: number) => Promise<string | null>;
}

/** The request answerShortLink reads, built one way for both servers. */
/** What a path asks for: a code's link or image, or nothing (404). */
export type ParseTarget = (pathname: string) => ShortLinkTarget;

/** Paths under the install's short-link prefix (`/s/{code}`, `/s/{code}/qr.png`, …). */
export const underBase =
  (basePath: string): ParseTarget =>
  (pathname) =>
    parseShortLinkPath(pathname, basePath);

export function shortLinkRequest(
  incoming: IncomingShortLink,
  parse: ParseTarget,
  trustProxy: boolean,
): ShortLinkRequest {
  return {
    method: incoming.method === "HEAD" ? "HEAD" : incoming.method === "POST" ? "POST" : "GET",
    target: parse(incoming.pathname),
    path: incoming.pathname,
    readForm: async () => {
      if (!(incoming.header("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded"))
        return null;
      const text = await incoming.readText(FORM_LIMIT);
      return text === null ? null : new URLSearchParams(text);
    },
    ip: incoming.ip(trustProxy),
    userAgent: incoming.header("user-agent") ?? "",
    header: incoming.header,
    query: incoming.query,
  };
}

/**
 * The answer to a short-link request on either server; anything thrown on the way (the database
 * not open yet, say) is a 503 page, never a stack. HEAD answers carry no body.
 */
export async function answerIncomingShortLink(
  incoming: IncomingShortLink,
  parse: ParseTarget,
  deps: () => Promise<ShortLinkDeps>,
): Promise<ShortLinkAnswer> {
  const answer = await deps()
    .then((resolved) => answerShortLink(shortLinkRequest(incoming, parse, resolved.trustProxy), resolved))
    .catch((error: unknown) => {
      // A 503 said on purpose (the render queue full, the database away) is the answer, not a fault to log.
      if (!(error instanceof ApiError && error.code === "SERVICE_UNAVAILABLE")) console.error("short link:", error);
      return unavailable();
    });
  return incoming.method === "HEAD" ? { ...answer, body: null } : answer;
}

/** A body as UTF-8 text, read no further than `limit` bytes (null past it): a Node request or a Web stream. */
export async function readTextUpTo(body: AsyncIterable<Uint8Array> | null, limit: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body ?? []) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
