import type { IncomingMessage, ServerResponse } from "node:http";
import { shortLinkBase } from "../codes/short-link-base";
import { clientIpFrom } from "../server/client-ip";
import type { ShortLinkDeps } from "./answer-short-link";
import { processShortLinkDeps } from "./short-link-deps";
import { basePathOf } from "./short-link-path";
import { answerIncomingShortLink, type IncomingShortLink, readTextUpTo, underBase } from "./short-link-request";

export interface NodeShortLinks {
  /** GET, HEAD (or a password form's POST) under the short-link base (and, for a root base, on its host). */
  matches(request: IncomingMessage): boolean;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/**
 * Short links on a plain Node server, ahead of any framework: one SQL read, the scan's commit,
 * the answer. `deps` defaults to the process's database and scan writer.
 */
export function nodeShortLinks(options: { base?: string; deps?: () => Promise<ShortLinkDeps> } = {}): NodeShortLinks {
  const base = options.base ?? shortLinkBase();
  const basePath = basePathOf(base);
  // A base at the root of its own host ("https://go.example") owns every path of that host only.
  const host = basePath === "" ? new URL(base).host.toLowerCase() : null;
  const deps = retryingDeps(options.deps ?? processShortLinkDeps);

  return {
    matches(request) {
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") return false;
      if (host !== null) return request.headers.host?.toLowerCase() === host;
      const path = pathOf(request);
      return path === basePath || path.startsWith(`${basePath}/`);
    },
    async handle(request, response) {
      const answer = await answerIncomingShortLink(incomingOf(request), underBase(basePath), deps);
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body ?? undefined);
    },
  };
}

/** `get`'s deps, made once; a failure is not kept (the database may open on a later request). */
export function retryingDeps(get: () => Promise<ShortLinkDeps>): () => Promise<ShortLinkDeps> {
  let deps: Promise<ShortLinkDeps> | undefined;
  return () =>
    (deps ??= get()).catch((error: unknown) => {
      deps = undefined;
      throw error;
    });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The request's path, without its query. */
export function pathOf(request: IncomingMessage): string {
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** What answerIncomingShortLink reads of a Node request. */
export function incomingOf(request: IncomingMessage): IncomingShortLink {
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  return {
    method: request.method,
    pathname: pathOf(request),
    query: new URLSearchParams(query === -1 ? "" : url.slice(query + 1)),
    ip: (trustProxy) =>
      clientIpFrom(first(request.headers["x-forwarded-for"]), request.socket.remoteAddress, trustProxy),
    header: (name) => first(request.headers[name]),
    readText: (limit) => readTextUpTo(request, limit),
  };
}
