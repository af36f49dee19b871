import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The browser builds every /api/v1 URL from the endpoint's contract (components/ui/api-call.ts:
// call and keyOf), so a path changed in lib/<domain>/contracts.ts changes the dashboard with it.
// A path written out by hand in the UI would drift silently. Comments may name endpoints; only
// strings, template parts and JSX text count.
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Files allowed to write a path (a name ending in / allows every file below it), each with its reason. */
const ALLOWED: [string, string][] = [
  [
    "components/ui/api-routes/",
    "the browser's copy of each contract's method and path (a file a domain, re-exported by components/ui/api-routes.generated.ts), so client bundles carry no zod or server code; written by scripts/build-api-routes.ts from the contracts and checked against them by tests/components/api-routes.test.ts",
  ],
];

/** Whether an ALLOWED entry covers a file: the file itself, or a folder the file is below. */
const covers = (allowed: string, file: string) => (allowed.endsWith("/") ? file.startsWith(allowed) : file === allowed);
const isAllowed = (file: string) => ALLOWED.some(([allowed]) => covers(allowed, file));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The text of every string, template part and JSX text in a source that holds `/api/v1/`. */
function literalApiPaths(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
      node.text.includes("/api/v1/")
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function uiFiles(): string[] {
  const app = path.join(ROOT, "app");
  const appApi = path.join(app, "api") + path.sep;
  return [
    ...sourceFiles(path.join(ROOT, "components")),
    ...sourceFiles(app).filter((file) => !file.startsWith(appApi)),
  ].map((file) => path.relative(ROOT, file).split(path.sep).join("/"));
}

describe("no /api/v1 path written out in the UI", () => {
  it("finds a path in a string, a template, a JSX attribute and JSX text, and none in a comment", () => {
    // \u0024 is "$": the sample holds template placeholders.
    const source = [
      "// GET /api/v1/qrcodes/{id}",
      'const a = "/api/v1/keys";',
      "const b = `/api/v1/qrcodes/\u0024{id}/image`;",
      "const c = `\u0024{base}/api/v1/mcp`;",
      'const d = <a href="/api/v1/openapi.json">GET /api/v1/openapi.json</a>;',
    ].join("\n");
    expect(literalApiPaths("sample.tsx", source)).toEqual([
      "/api/v1/keys",
      "/api/v1/qrcodes/",
      "/api/v1/mcp",
      "/api/v1/openapi.json",
      "GET /api/v1/openapi.json",
    ]);
  });

  it("no file under components/ or app/ (outside app/api) holds one, but the allowed", () => {
    const files = uiFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => !isAllowed(file))
      .flatMap((file) =>
        literalApiPaths(file, readFileSync(path.join(ROOT, file), "utf8")).map(
          (text) => `${file}: ${JSON.stringify(text)}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it("every allowed file still exists and still needs to", () => {
    const files = uiFiles();
    for (const [allowed] of ALLOWED) {
      const covered = files.filter((file) => covers(allowed, file));
      expect(covered, allowed).not.toEqual([]);
      for (const file of covered)
        expect(literalApiPaths(file, readFileSync(path.join(ROOT, file), "utf8")).length, file).toBeGreaterThan(0);
    }
  });
});
