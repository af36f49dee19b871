import fs from "node:fs";
import path from "node:path";

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/** The HTTP methods a route.ts exports, in any of the forms Next accepts. */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|var|(?:async\s+)?function)\s+([A-Z]+)\b/g)) found.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of match[1].split(",")) {
      const name = item.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) found.add(name);
    }
  }
  return [...found].filter((name) => HTTP_METHODS.includes(name));
}

/** A folder path under app/ as its URL path in OpenAPI form: `[id]` → `{id}`, `(group)` dropped. */
export function toOpenApiPath(segments: string[]): string {
  const parts = segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[\[?(?:\.\.\.)?([^\]]+)\]?\]$/, "{$1}"));
  return "/" + parts.join("/");
}

export interface DiscoveredRoute {
  method: string;
  path: string;
  file: string;
}

/** Every (method, path) served by a route.ts under `root` (an absolute path to app/api/v1 or below). */
export function discoverRoutes(appDir: string, root: string): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Folders starting with "_" are private in the App Router: never routes.
      if (entry.isDirectory() && !entry.name.startsWith("_")) walk(full);
      else if (entry.isFile() && /^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const urlPath = toOpenApiPath(path.relative(appDir, dir).split(path.sep));
        const file = path.relative(process.cwd(), full);
        for (const method of exportedMethods(fs.readFileSync(full, "utf8"))) routes.push({ method, path: urlPath, file });
      }
    }
  };
  walk(root);
  return routes;
}
