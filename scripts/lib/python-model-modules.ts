// The Python client's models as several modules (scripts/build-python-sdk.ts): each component schema
// goes to the module of the first operation group, in name order, that reaches it (the operationId's
// prefix: qrcodes, webhooks, …), as the Go client's models files do (scripts/lib/go-sdk/render.ts);
// a module longer than MAX_LINES is cut in name order. models.py re-exports every one of them.
import { refName, renderModelBody, type Schema } from "./python-models";

interface Document {
  paths: Record<string, Record<string, { operationId?: string }>>;
  components: { schemas: Record<string, Schema> };
}

const MAX_LINES = 500;

/** The component names a schema names with $ref, directly. */
function refsOf(schema: unknown, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== "object") return into;
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$ref" && typeof value === "string") into.add(refName(value));
    else if (key !== "examples" && key !== "example") refsOf(value, into);
  }
  return into;
}

/** Component name → the group owning it. */
function owners(document: Document): Map<string, string> {
  const schemas = document.components.schemas;
  const owner = new Map<string, string>();
  const visit = (name: string, group: string) => {
    if (owner.has(name) || !schemas[name]) return;
    owner.set(name, group);
    for (const next of [...refsOf(schemas[name])].sort()) visit(next, group);
  };
  const operations = Object.values(document.paths)
    .flatMap((verbs) => Object.values(verbs))
    .filter((operation) => typeof operation?.operationId === "string")
    .map((operation) => ({ group: operation.operationId!.split(".")[0], operation }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.operation.operationId!.localeCompare(b.operation.operationId!));
  for (const { group, operation } of operations) for (const name of [...refsOf(operation)].sort()) visit(name, group);
  for (const name of Object.keys(schemas).sort()) if (!owner.has(name)) owner.set(name, "common");
  return owner;
}

/** Splits names into parts of about equal length, none much over MAX_LINES. */
function split(names: string[], schemas: Record<string, Schema>): string[][] {
  const lines = names.map((name) => renderModelBody([name], schemas).split("\n").length);
  const total = lines.reduce((sum, size) => sum + size, 0);
  const budget = Math.ceil(total / Math.ceil(total / MAX_LINES));
  const parts: string[][] = [[]];
  let size = 0;
  for (const [index, name] of names.entries()) {
    if (size >= budget) {
      parts.push([]);
      size = 0;
    }
    parts[parts.length - 1].push(name);
    size += lines[index];
  }
  return parts;
}

/** Names used in code (not in comments or docstrings) of a module's text. */
function namesUsed(text: string, candidates: string[]): string[] {
  const code = text
    .split("\n")
    .filter((line) => !line.trim().startsWith('"""'))
    .map((line) => line.replace(/\s+#.*$/, ""))
    .join("\n");
  return candidates.filter((name) => new RegExp(`\\b${name}\\b`).test(code));
}

/** File name (models_<group>.py, models.py) → text, without the generated header. */
export function renderModelModules(document: Document): Record<string, string> {
  const schemas = document.components.schemas;
  const owner = owners(document);
  const groups = [...new Set(owner.values())].sort();
  const modules: { module: string; names: string[] }[] = [];
  for (const group of groups) {
    const names = [...owner].filter(([, g]) => g === group).map(([name]) => name);
    for (const [index, part] of split(names.sort(), schemas).entries())
      modules.push({ module: `models_${group}${index ? `_${index + 1}` : ""}`, names: part });
  }
  const moduleOf = new Map(modules.flatMap(({ module, names }) => names.map((name) => [name, module] as const)));
  const files: Record<string, string> = {};
  for (const { module, names } of modules) {
    const body = renderModelBody(names, schemas);
    const foreign = namesUsed(
      body,
      Object.keys(schemas).filter((name) => !names.includes(name)),
    );
    // Aliases are evaluated at import: what they name is imported for real; annotations need it for mypy only.
    const aliases = body.split("\n").filter((line) => /^\w+ = /.test(line) && !line.includes("TypedDict("));
    const runtime = new Set(namesUsed(aliases.join("\n"), foreign));
    const imports = (names: string[], indent: string) =>
      [...new Set(names.map((name) => moduleOf.get(name)!))]
        .sort()
        .map(
          (from) => `${indent}from .${from} import ${names.filter((name) => moduleOf.get(name) === from).join(", ")}`,
        );
    const eager = imports(
      foreign.filter((name) => runtime.has(name)),
      "",
    );
    const lazy = imports(
      foreign.filter((name) => !runtime.has(name)),
      "    ",
    );
    files[`${module}.py`] =
      `"""Request and response shapes of the Codebeam API, ${module.slice("models_".length)} part (TypedDicts: plain dicts at run time)."""

from __future__ import annotations

from typing import ${lazy.length ? "TYPE_CHECKING, " : ""}Any, Dict, List, Literal, Optional, TypedDict, Union
${eager.length ? `\n${eager.join("\n")}\n` : ""}${lazy.length ? `\nif TYPE_CHECKING:\n${lazy.join("\n")}\n` : ""}
__all__ = [${names.map((name) => JSON.stringify(name)).join(", ")}]


${body}`;
  }
  const all = Object.keys(schemas).sort();
  files["models.py"] =
    `"""Request and response shapes of the Codebeam API (TypedDicts: plain dicts at run time), from every models_* module."""

${modules.map(({ module, names }) => `from .${module} import ${names.join(", ")}`).join("\n")}

__all__ = [${all.map((name) => JSON.stringify(name)).join(", ")}]
`;
  return files;
}
