import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// A lib/<domain>/contracts.ts imported by value puts zod, every schema of the domain and whatever the
// contract reads for its descriptions (the database client, for statistics) into the browser bundle of
// every page that reaches it. Client code calls the API through components/ui/api-routes.generated.ts
// (method and path only) and may import a contracts module for its types alone: `import type` or
// `import { type … }`, which the compiler erases.
const ROOT = path.resolve(import.meta.dirname, "../..");
const CONTRACTS = /^lib\/[^/]+\/contracts\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

const parse = (file: string, source: string) =>
  ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const isClientModule = (file: ts.SourceFile): boolean => {
  const first = file.statements[0];
  return (
    !!first &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === "use client"
  );
};

/** The specifiers a module loads at run time: imports and re-exports that are not type-only, and import(). */
function valueImports(file: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The repository file (relative, with /) a specifier of `from` names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(path.join(ROOT, from)), specifier);
  else return undefined;
  for (const candidate of ["", ".ts", ".tsx", ".mts", "/index.ts", "/index.tsx"].map((ext) => base + ext)) {
    if (existsSync(candidate) && statSync(candidate).isFile())
      return path.relative(ROOT, candidate).split(path.sep).join("/");
  }
  return undefined;
}

/**
 * Each value import of a contracts module reached from a "use client" file, as the chain of modules
 * that loads it. Followed through components/, app/ and lib/: whatever a client module loads is bundled.
 */
function contractsInClientBundles(): string[] {
  const app = path.join(ROOT, "app");
  const appApi = path.join(app, "api") + path.sep;
  const files = [
    ...sourceFiles(path.join(ROOT, "components")),
    ...sourceFiles(app).filter((file) => !file.startsWith(appApi)),
  ].map((file) => path.relative(ROOT, file).split(path.sep).join("/"));
  const parsed = new Map<string, ts.SourceFile>();
  const read = (file: string) => {
    let source = parsed.get(file);
    if (!source) parsed.set(file, (source = parse(file, readFileSync(path.join(ROOT, file), "utf8"))));
    return source;
  };
  const from = new Map<string, string | null>(
    files.filter((file) => isClientModule(read(file))).map((file) => [file, null]),
  );
  const queue = [...from.keys()];
  const offenders: string[] = [];
  const chain = (file: string): string[] => {
    const parent = from.get(file);
    return parent ? [...chain(parent), file] : [file];
  };
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const specifier of valueImports(read(file))) {
      const target = resolve(file, specifier);
      if (!target) continue;
      if (CONTRACTS.test(target)) offenders.push([...chain(file), target].join(" → "));
      else if (!from.has(target) && /^(components|app|lib)\//.test(target) && /\.(ts|tsx|mts)$/.test(target)) {
        from.set(target, file);
        queue.push(target);
      }
    }
  }
  expect(from.size, "client modules found").toBeGreaterThan(50);
  return offenders;
}

describe("no client bundle imports a lib/<domain>/contracts.ts by value", () => {
  it("tells a value import from a type-only one", () => {
    const sample = parse(
      "sample.tsx",
      [
        'import type { a } from "@/lib/a/contracts";',
        'import { type b, type c } from "@/lib/b/contracts";',
        'import type * as d from "@/lib/d/contracts";',
        'export type { e } from "@/lib/e/contracts";',
        'import { f } from "@/lib/f/contracts";',
        'import { type g, h } from "@/lib/g/contracts";',
        'import * as i from "@/lib/i/contracts";',
        'import "@/lib/j/contracts";',
        'export { k } from "@/lib/k/contracts";',
        'const l = () => import("@/lib/l/contracts");',
      ].join("\n"),
    );
    expect(valueImports(sample)).toEqual(["f", "g", "i", "j", "k", "l"].map((domain) => `@/lib/${domain}/contracts`));
  });

  it("none does, through any chain of modules", () => {
    expect(contractsInClientBundles()).toEqual([]);
  });
});
