import fs from "node:fs";
import path from "node:path";
import type { Contract } from "@/lib/api/contract";

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/** A folder path under app/ as its URL path in OpenAPI form: `[id]` → `{id}`, `(group)` dropped. */
export function toOpenApiPath(segments: string[]): string {
  const parts = segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[\[?(?:\.\.\.)?([^\]]+)\]?\]$/, "{$1}"));
  return `/${parts.join("/")}`;
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface DiscoveredRoute {
  method: string;
  path: string;
  file: string;
  handler: Handler;
  /** The contract withApi attached to the handler; undefined for a handler built another way. */
  contract?: Contract;
}

/** Every route.ts under `root` (an absolute path to app/api/v1 or below), with its URL path. */
export function routeFiles(appDir: string, root: string): { file: string; path: string }[] {
  const files: { file: string; path: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Folders starting with "_" are private in the App Router: never routes.
      if (entry.isDirectory() && !entry.name.startsWith("_")) walk(full);
      else if (entry.isFile() && /^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        files.push({ file: full, path: toOpenApiPath(path.relative(appDir, dir).split(path.sep)) });
      }
    }
  };
  walk(root);
  return files;
}

/** Imports every route module under `root` and lists each HTTP method it exports. */
export async function discoverRoutes(appDir: string, root: string): Promise<DiscoveredRoute[]> {
  const routes: DiscoveredRoute[] = [];
  for (const { file, path: urlPath } of routeFiles(appDir, root)) {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!HTTP_METHODS.includes(name) || typeof value !== "function") continue;
      const contract = (value as { contract?: Contract }).contract;
      routes.push({
        method: name,
        path: urlPath,
        file: path.relative(process.cwd(), file),
        handler: value as Handler,
        contract,
      });
    }
  }
  return routes;
}
