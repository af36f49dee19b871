import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Dependencies point inward: lib/api is the HTTP adapter of /api/v1, so the renderer,
// lib/net, templates, generation and the domain services never import it. They throw ApiError
// from lib/errors and take the Caller type from lib/auth. Only the other HTTP edges may use it.
const ROOT = path.resolve(import.meta.dirname, "../..");
const LIB = path.join(ROOT, "lib");
const API = path.join(LIB, "api");

/** Files that are themselves part of the HTTP edge, each with its reason. */
const HTTP_EDGES: [RegExp, string][] = [
  [/^lib\/server\//, "the Node server answers malformed requests before Next, in the API's error bodies"],
  [/^lib\/openapi\//, "documents the HTTP API: statuses and error codes"],
  [/^lib\/[^/]+\/([a-z-]+-)?contracts\.ts$/, "an endpoint's contract describes its HTTP side"],
  [/^lib\/idempotency\/idempotently\.ts$/, "a step of the wrapper: reads the request body for its fingerprint"],
  [
    /^lib\/mcp\/(handle-mcp-request|run-tool)\.ts$/,
    "the MCP transport: resolves API-key callers and answers tool errors in the API's error bodies",
  ],
  [/^lib\/mcp\/contract-tool\.ts$/, "makes an MCP tool from an endpoint's contract"],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "generated" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports, statically or with import(). */
function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\b[^'";]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

function resolves(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("@/")) return path.join(ROOT, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return undefined;
}

const isInsideApi = (target: string) => target === API || target.startsWith(API + path.sep);

function violations(): string[] {
  return sourceFiles(LIB)
    .filter((file) => !isInsideApi(file))
    .flatMap((file) => {
      const relative = path.relative(ROOT, file).split(path.sep).join("/");
      if (HTTP_EDGES.some(([pattern]) => pattern.test(relative))) return [];
      return importedSpecifiers(readFileSync(file, "utf8"))
        .filter((specifier) => {
          const target = resolves(file, specifier);
          return target !== undefined && isInsideApi(target);
        })
        .map((specifier) => `${relative} imports ${specifier}`);
    });
}

describe("lib/ dependencies point inward", () => {
  it("no file under lib/ outside lib/api (and the HTTP edges) imports from lib/api", () => {
    expect(violations()).toEqual([]);
  });

  it("the scan sees every import form, so the check above cannot pass by missing one", () => {
    const source = [
      'import { ApiError } from "../api/errors";',
      'import type { Caller } from "@/lib/api/caller";',
      'export { parseWith } from "../api/parse";',
      "import {\n  a,\n  b,\n} from '../api/errors';",
      'import "../api/side-effect";',
      'const later = await import("../api/with-api");',
    ].join("\n");
    expect(importedSpecifiers(source)).toEqual([
      "../api/errors",
      "@/lib/api/caller",
      "../api/parse",
      "../api/errors",
      "../api/side-effect",
      "../api/with-api",
    ]);
    const file = path.join(LIB, "render", "x.ts");
    expect(importedSpecifiers(source).every((specifier) => isInsideApi(resolves(file, specifier)!))).toBe(true);
  });
});
