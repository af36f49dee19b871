import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** An answer a fake source gives instead of the real one (a 429 with Retry-After, a 5xx). */
export interface Fault {
  status: number;
  retryAfter?: string;
  /** More headers (X-RateLimit-Reset…). */
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** What the fake answered. */
  status: number;
}

export interface FakeSourceServer {
  /** http://127.0.0.1:port */
  origin: string;
  /** Every request, in order, with the status it got. */
  requests: LoggedRequest[];
  /**
   * The next requests whose path matches `path` (a prefix or a RegExp; default every path) get these
   * answers, one each, before the real ones resume.
   */
  failNext(faults: Fault | Fault[], path?: string | RegExp): void;
  close(): Promise<void>;
}

export interface Reply {
  status: number;
  body: unknown;
  contentType?: string;
}

export type Route = (request: {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}) => Reply | undefined;

const matches = (pattern: string | RegExp | undefined, path: string) =>
  pattern === undefined || (typeof pattern === "string" ? path.startsWith(pattern) : pattern.test(path));

/** An HTTP server on 127.0.0.1 (port 0) answering JSON from `route`, with a log and injectable faults. */
export async function startFakeSource(
  route: Route,
  faultBody: (status: number) => unknown = (status) => ({ status }),
): Promise<FakeSourceServer> {
  const requests: LoggedRequest[] = [];
  const faults: { fault: Fault; path?: string | RegExp }[] = [];
  const send = (response: ServerResponse, reply: Reply, headers: Record<string, string> = {}) => {
    const body = JSON.stringify(reply.body);
    response.writeHead(reply.status, {
      "content-type": reply.contentType ?? "application/json",
      "content-length": Buffer.byteLength(body),
      ...headers,
    });
    response.end(body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const entry: LoggedRequest = {
      method: request.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      status: 0,
    };
    requests.push(entry);
    request.resume();
    const at = faults.findIndex((queued) => matches(queued.path, url.pathname));
    if (at >= 0) {
      const [{ fault }] = faults.splice(at, 1);
      entry.status = fault.status;
      const headers: Record<string, string> = {
        ...fault.headers,
        ...(fault.retryAfter ? { "retry-after": fault.retryAfter } : {}),
      };
      return send(response, { status: fault.status, body: fault.body ?? faultBody(fault.status) }, headers);
    }
    let reply: Reply | undefined;
    try {
      reply = route({ method: entry.method, path: url.pathname, query: url.searchParams, headers: request.headers });
    } catch (error) {
      reply = { status: 500, body: { error: String(error) } };
    }
    reply ??= { status: 404, body: faultBody(404) };
    entry.status = reply.status;
    send(response, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    failNext(list, path) {
      for (const fault of Array.isArray(list) ? list : [list]) faults.push({ fault, path });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A query parameter as a positive integer, or `fallback` when absent; NaN when present but not one. */
export function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === "") return fallback;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}
