// npx tsx scripts/build-go-sdk.ts — writes the Go client's models and operations (sdks/go/*_gen.go)
// from the server's OpenAPI document, the one contract the TypeScript client (scripts/build-sdk.ts)
// is generated from too. Only the transport, errors and pager in sdks/go are written by hand.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "../lib/openapi/build-openapi-document";
import { collectGoOperations } from "./lib/go-sdk/operations";
import { renderGoModels, renderGoOperations } from "./lib/go-sdk/render";

const root = path.resolve(import.meta.dirname, "..");
export const GO_SDK_DIR = path.join(root, "sdks", "go");

/** The generated files, by name, before gofmt. */
export function generatedGoFiles(): Map<string, string> {
  const document = buildOpenApiDocument() as unknown as Parameters<typeof collectGoOperations>[0];
  const operations = collectGoOperations(document);
  const files = new Map<string, string>();
  for (const [name, text] of renderGoOperations(operations)) files.set(name, text);
  for (const [name, text] of renderGoModels(document, operations)) files.set(name, text);
  return files;
}

/** Writes every generated file into `dir` (removing stale *_gen.go) and gofmts them. */
export function writeGoSdk(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith("_gen.go")) rmSync(path.join(dir, name));
  const files = generatedGoFiles();
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
  const written = [...files.keys()].map((name) => path.join(dir, name));
  execFileSync("gofmt", ["-w", ...written], { stdio: "inherit" });
  return [...files.keys()].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const names = writeGoSdk(GO_SDK_DIR);
  console.log(`sdks/go: ${names.length} generated files`);
}
