import type { IncomingMessage, ServerResponse } from "node:http";
import { shortLinkBase } from "../codes/short-link-base";
import { answerShortLink, type ShortLinkDeps } from "./answer-short-link";
import { unavailable } from "./page-answers";
import { processShortLinkDeps } from "./short-link-deps";
import { basePathOf, parseShortLinkPath } from "./short-link-path";

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
      const answer = await (deps ??= getDeps())
        .then((resolved) =>
          answerShortLink(
            {
              method: request.method === "HEAD" ? "HEAD" : request.method === "POST" ? "POST" : "GET",
              target: parseShortLinkPath(pathOf(request), basePath),
              path: pathOf(request),
              readForm: () => readForm(request),
              ip: clientIp(request, resolved.trustProxy),
              userAgent: request.headers["user-agent"] ?? "",
              header: (name) => first(request.headers[name]),
              query: new URLSearchParams(query === -1 ? "" : url.slice(query + 1)),
            },
            resolved,
          ),
        )
        .catch((error: unknown) => {
          console.error("short link:", error);
          deps = undefined; // the database may open on a later request
          return unavailable();
        });
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === "HEAD" ? undefined : (answer.body ?? undefined));
    },
  };
}

const FORM_LIMIT = 4096;

/** A small urlencoded body (a password form); null when it is larger or of another type. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  if (!(request.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The socket's address, or the first X-Forwarded-For hop behind a trusted proxy (TRUST_PROXY=1). */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = first(request.headers["x-forwarded-for"])?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.socket.remoteAddress ?? "unknown";
}
