import type { IncomingMessage, ServerResponse } from "node:http";
import { shortLinkBase } from "../codes/short-link-base";
import { clientIpFrom } from "../server/client-ip";
import type { ShortLinkDeps } from "./answer-short-link";
import { processShortLinkDeps } from "./short-link-deps";
import { basePathOf } from "./short-link-path";
import { answerIncomingShortLink, readTextUpTo } from "./short-link-request";

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
  let deps: Promise<ShortLinkDeps> | undefined;
  const getDeps = options.deps ?? processShortLinkDeps;

  const pathOf = (request: IncomingMessage) => {
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    return query === -1 ? url : url.slice(0, query);
  };

  return {
    matches(request) {
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") return false;
      if (host !== null) return request.headers.host?.toLowerCase() === host;
      const path = pathOf(request);
      return path === basePath || path.startsWith(`${basePath}/`);
    },
    async handle(request, response) {
      const url = request.url ?? "/";
      const query = url.indexOf("?");
      const answer = await answerIncomingShortLink(
        {
          method: request.method,
          pathname: pathOf(request),
          query: new URLSearchParams(query === -1 ? "" : url.slice(query + 1)),
          ip: (trustProxy) =>
            clientIpFrom(first(request.headers["x-forwarded-for"]), request.socket.remoteAddress, trustProxy),
          header: (name) => first(request.headers[name]),
          readText: (limit) => readTextUpTo(request, limit),
        },
        basePath,
        () =>
          (deps ??= getDeps()).catch((error: unknown) => {
            deps = undefined; // the database may open on a later request
            throw error;
          }),
      );
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body ?? undefined);
    },
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
