import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";
import { proxy } from "@/proxy";
import { discoverRoutes } from "../openapi/discover-routes";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export interface ApiServer {
  origin: string;
  server: Server;
  close(): Promise<void>;
}

async function loadRoutes(): Promise<Route[]> {
  const appDir = path.resolve("app");
  const routes = await discoverRoutes(appDir, path.join(appDir, "api", "v1"));
  // Next prefers a static segment to a dynamic one (/qrcodes/export.csv before /qrcodes/{id}):
  // routes with fewer parameters are tried first.
  const params = (route: { path: string }) => (route.path.match(/\{/g) ?? []).length;
  return [...routes]
    .sort((a, b) => params(a) - params(b))
    .map((route) => {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const pattern = new RegExp(`^${route.path.replace(/\{\w+\}/g, "([^/]+)")}$`);
      return { method: route.method, pattern, names, handler: route.handler };
    });
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  headers.set(CLIENT_IP_HEADER, incoming.socket.remoteAddress ?? "unknown"); // as server.ts does
  const body =
    chunks.length && incoming.method !== "GET" && incoming.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
  return new Request(`${origin}${incoming.url}`, { method: incoming.method, headers, body });
}

/** Writes the answer as it comes (an event stream stays open), and cancels it if the client leaves. */
async function send(response: Response, outgoing: ServerResponse) {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void outgoing.end();
  const reader = response.body.getReader();
  outgoing.on("close", () => void reader.cancel().catch(() => {}));
  for (;;) {
    const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (chunk.done) break;
    outgoing.write(chunk.value);
  }
  outgoing.end();
}

/**
 * The /api/v1 route handlers behind a real HTTP server on 127.0.0.1, routed as Next routes them,
 * with proxy.ts in front for preflights: what a client sees of server.ts, without a Next build.
 */
export async function startApiServer(): Promise<ApiServer> {
  const routes = await loadRoutes();
  let origin = "";
  const server = createServer(async (incoming, outgoing) => {
    try {
      const request = await toRequest(incoming, origin);
      const { pathname } = new URL(request.url);
      const early = request.headers.has("access-control-request-method") ? proxy(request) : undefined;
      if (early) return void (await send(early, outgoing));
      for (const route of routes) {
        const match = route.method === request.method ? route.pattern.exec(pathname) : null;
        if (!match) continue;
        const params = Object.fromEntries(
          route.names.map((name, index) => [name, decodeURIComponent(match[index + 1])]),
        );
        return void (await send(await route.handler(request, { params: Promise.resolve(params) }), outgoing));
      }
      outgoing.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not Found"}');
    } catch (error) {
      console.error(error);
      outgoing.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The built ESM entry, imported by path so that type-checking never needs a build. */
export const SDK_DIST_ENTRY = path.resolve("sdk/dist/index.js");

/**
 * Builds sdk/dist with the root script (`npm run sdk:build`); the tests import the built package,
 * never the sources. Skipped when dist is newer than everything it is built from.
 */
export function buildSdk(): void {
  const built = fs.existsSync("sdk/dist/index.js") ? fs.statSync("sdk/dist/index.js").mtimeMs : 0;
  const inputs = Math.max(
    newestMtime("sdk/src"),
    newestMtime("lib"),
    fs.statSync("scripts/build-sdk.ts").mtimeMs,
    fs.statSync("sdk/package.json").mtimeMs,
  );
  if (built > inputs) return;
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-sdk.ts"], { stdio: "pipe" });
}
