// The operation methods of the Python client (scripts/build-python-sdk.ts): one module per namespace
// with a sync and an async class. Which operations a namespace has, and their names, come from the
// table of client methods (lib/openapi/client-methods.ts), in snake_case; everything else (path, verb,
// parameters, body, answer, idempotency) is read from the document.
import { CLIENT_METHODS, generatedMethodFor } from "../../lib/openapi/client-methods";
import { KEYWORDS, ModelWriter, pascal, refName, type Schema } from "./python-models";

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema?: Schema;
  description?: string;
}
interface Operation {
  operationId: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Namespace {
  /** The client's attribute: a namespace of lib/openapi/client-methods.ts, whose operations it offers in that order. */
  attribute: string;
  className: string;
  /** TypeScript method name → the list field its `<name>_all` pages through (list operations only). */
  pages?: Record<string, string>;
  /** A hand-written base in sdks/python/src/codebeam/_helpers.py (sync; the async one is Async<base>). */
  base?: string;
}

export const NAMESPACES: Namespace[] = [
  { attribute: "qrcodes", className: "QrCodes", pages: { list: "data" } },
  { attribute: "templates", className: "Templates" },
  { attribute: "webhooks", className: "Webhooks", pages: { list: "list" } },
  { attribute: "domains", className: "Domains" },
  { attribute: "imports", className: "Imports" },
  { attribute: "credits", className: "Credits" },
  { attribute: "qr", className: "Qr" },
  { attribute: "ai", className: "AiCodes", base: "AiWait" },
  { attribute: "workspaces", className: "Workspaces" },
  { attribute: "members", className: "Members" },
  { attribute: "invitations", className: "Invitations" },
  { attribute: "audit", className: "Audit", pages: { list: "data" } },
];

/** [python name, operationId, the list field `list_all` pages through] of a namespace, from the one table. */
function operationsOf(namespace: Namespace): [string, string, string?][] {
  return Object.entries(CLIENT_METHODS)
    .filter(([id, entry]) => entry.namespace === namespace.attribute && generatedMethodFor(id, "python"))
    .map(([id, entry]) => [snake(entry.method), id, namespace.pages?.[entry.method]]);
}

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
const snake = (name: string) => (KEYWORDS.has(snakeCase(name)) ? `${snakeCase(name)}_` : snakeCase(name));

function find(document: Document, operationId: string) {
  for (const [route, verbs] of Object.entries(document.paths))
    for (const [verb, operation] of Object.entries(verbs))
      if (operation && operation.operationId === operationId) return { route, verb: verb.toUpperCase(), operation };
  throw new Error(`No operation ${operationId} in the OpenAPI document`);
}

/** The Python source of one namespace module: its sync and async classes. */
export function renderNamespace(document: Document, namespace: Namespace): string {
  const writer = new ModelWriter(Object.keys(document.components.schemas));
  const models = new Set<string>();
  const methods: { sync: string; async: string }[] = [];
  for (const [name, operationId, pageField] of operationsOf(namespace)) {
    const { route, verb, operation } = find(document, operationId);
    const parameters = operation.parameters ?? [];
    const pathParams = parameters.filter((p) => p.in === "path");
    const query = parameters.filter((p) => p.in === "query" && p.name !== "workspace");
    const idempotent = parameters.some((p) => p.in === "header" && p.name === "Idempotency-Key");
    const jsonBody = operation.requestBody?.content["application/json"]?.schema;
    const success = Object.entries(operation.responses).find(([code]) => code.startsWith("2"))?.[1];
    const contentTypes = Object.keys(success?.content ?? {});
    const json = contentTypes.includes("application/json");
    const text = !json && contentTypes.every((type) => type.startsWith("text/"));
    const binary = !json && !text;
    const answerSchema = json ? success?.content?.["application/json"].schema : undefined;
    const answer = json
      ? writer.typeOf(answerSchema, `${namespace.className}${pascal(name)}Answer`)
      : text
        ? "str"
        : "bytes";
    const modelNames = (type: string) => (type.match(/\b[A-Z]\w*/g) ?? []).filter((word) => !TYPING.has(word));
    for (const model of modelNames(answer)) models.add(model);

    const args: string[] = ["self"];
    for (const param of pathParams)
      args.push(`${snake(param.name)}: ${param.schema?.type === "integer" ? "int" : "str"}`);
    let bodyType = "";
    if (jsonBody) {
      bodyType = writer.typeOf(jsonBody, `${namespace.className}${pascal(name)}Body`);
      for (const model of modelNames(bodyType)) models.add(model);
      args.push(operation.requestBody?.required === false ? `body: Optional[${bodyType}] = None` : `body: ${bodyType}`);
    }
    const keywords: string[] = [];
    const queryPairs: string[] = [];
    for (const param of query) {
      const type = writer.typeOf(param.schema, `${namespace.className}${pascal(name)}${pascal(param.name)}`);
      for (const model of modelNames(type)) models.add(model);
      const kw = snake(param.name);
      keywords.push(param.required ? `${kw}: ${type}` : `${kw}: Optional[${type}] = None`);
      queryPairs.push(`${JSON.stringify(param.name)}: ${kw}`);
    }
    if (idempotent) keywords.push("idempotency_key: Optional[str] = None");
    keywords.push("timeout: Optional[float] = None");
    const signature = [...args, "*", ...keywords].join(", ");
    const pathExpr = pathParams.length
      ? `f${JSON.stringify(route.replace(/\{(\w+)\}/g, (_, p: string) => `{quote(str(${snake(p)}), safe='')}`))}`
      : JSON.stringify(route);
    const accept =
      contentTypes.every((type) => type.startsWith("image/")) || contentTypes.some((t) => t.startsWith("image/"))
        ? "image/*"
        : contentTypes[0];
    const call = [
      `method=${JSON.stringify(verb)}`,
      `path=${pathExpr}`,
      queryPairs.length ? `query={${queryPairs.join(", ")}}` : "",
      jsonBody ? "body=body" : "",
      idempotent ? "idempotent=True, idempotency_key=idempotency_key" : "",
      binary && verb === "POST" ? "safe=True" : "",
      !json ? `accept=${JSON.stringify(accept)}` : "",
      "timeout=timeout",
    ].filter(Boolean);
    const doc = (operation.summary ?? "").replace(/"""/g, "'''").replace(/\s+/g, " ").trim();
    const docLine = doc ? `        """${doc}"""\n` : "";
    const request = (awaiting: string, transportCall: string) => {
      const raw = `${awaiting}self._t.${transportCall}(${call.join(", ")})`;
      const value = json
        ? `cast(${JSON.stringify(answer)}, ${raw})`
        : text
          ? `${awaiting ? `(${raw})` : raw}.decode("utf-8")`
          : raw;
      return `        return ${value}\n`;
    };
    const method = (prefix: string, awaiting: string) =>
      `    ${prefix}def ${name}(${signature}) -> ${answer}:\n${docLine}${request(awaiting, json ? "request_json" : "request_bytes")}`;
    let sync = method("", "");
    let asyncMethod = method("async ", "await ");
    if (pageField && answerSchema?.$ref) {
      const list = document.components.schemas[refName(answerSchema.$ref)].properties?.[pageField];
      const item = writer.typeOf(list?.items, `${namespace.className}Item`);
      for (const model of modelNames(item)) models.add(model);
      const kwargs = query.filter((p) => p.name !== "page").map((p) => `${snake(p.name)}=${snake(p.name)}`);
      const pageArgs = [...kwargs, "timeout=timeout"].join(", ");
      const listSignature = signature.replace(`page: Optional[int] = None, `, "");
      const loop = (awaiting: string) =>
        `        page = 1\n        while True:\n            answer = ${awaiting}self.${name}(page=page, ${pageArgs})\n` +
        `            for item in answer[${JSON.stringify(pageField)}]:\n                yield item\n` +
        `            if not answer[${JSON.stringify(pageField)}] or page >= answer["pagination"]["totalPages"]:\n                return\n            page += 1\n`;
      sync += `\n    def ${name}_all(${listSignature}) -> Iterator[${item}]:\n        """Every item of every page, fetched one page at a time as the loop asks for more."""\n${loop("")}`;
      asyncMethod += `\n    async def ${name}_all(${listSignature}) -> AsyncIterator[${item}]:\n        """Every item of every page, fetched one page at a time as the loop asks for more."""\n${loop("await ")}`;
    }
    methods.push({ sync, async: asyncMethod });
  }
  const inline = writer.text();
  const imported = [...models].filter((model) => model in document.components.schemas).sort();
  return `"""The ${namespace.attribute} namespace (${namespace.className} and Async${namespace.className})."""

from __future__ import annotations

from typing import Any, AsyncIterator, Dict, Iterator, List, Literal, Optional, TypedDict, Union, cast
from urllib.parse import quote

${namespace.base ? `from .._helpers import Async${namespace.base}, ${namespace.base}\n` : ""}from .._transport import AsyncTransport, Transport
${imported.length ? `from .models import ${imported.join(", ")}\n` : ""}
__all__ = [${JSON.stringify(namespace.className)}, ${JSON.stringify(`Async${namespace.className}`)}]
${inline ? `\n\n${inline}\n` : ""}

class ${namespace.className}${namespace.base ? `(${namespace.base})` : ""}:
    def __init__(self, transport: Transport) -> None:
        self._t = transport

${methods.map((m) => m.sync).join("\n")}

class Async${namespace.className}${namespace.base ? `(Async${namespace.base})` : ""}:
    def __init__(self, transport: AsyncTransport) -> None:
        self._t = transport

${methods.map((m) => m.async).join("\n")}`;
}

const TYPING = new Set(["Any", "Dict", "List", "Literal", "Optional", "Union", "Iterator", "AsyncIterator", "None"]);
