// The table of client method names (lib/openapi/client-methods.ts) against the OpenAPI document and
// the three clients: the TypeScript client's instance, and the generated Python and Go sources.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import {
  CLIENT_METHODS,
  clientMethodFor,
  generatedMethodFor,
  keyCallable,
  NO_CLIENT_METHOD,
} from "@/lib/openapi/client-methods";
import { goName } from "@/scripts/lib/go-sdk/go-types";
import { Codebeam } from "../../sdk/src/index";

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const operations = Object.values(document.paths as Json).flatMap((item: Json) =>
  Object.values(item).filter((operation: Json) => typeof operation === "object" && operation.operationId),
) as Json[];

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
const readAll = (dir: string, suffix: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("\n");

describe("the table of client methods", () => {
  it("has an entry for every operation an API key may call, and names only documented operations", () => {
    const callable = operations.filter((operation) => keyCallable(operation.security)).map((o) => o.operationId);
    const missing = callable.filter((id) => !(id in CLIENT_METHODS) && !(id in NO_CLIENT_METHOD));
    expect(missing, "add them to lib/openapi/client-methods.ts").toEqual([]);
    const documented = new Set(callable);
    for (const id of [...Object.keys(CLIENT_METHODS), ...Object.keys(NO_CLIENT_METHOD)])
      expect(documented.has(id), `${id} is not an operation an API key may call`).toBe(true);
  });

  it("names a function of the TypeScript client for every entry it offers there, and none it lacks", () => {
    const client = new Codebeam({ apiKey: "cb_sk_test", fetch: async () => new Response("{}") }) as unknown as Json;
    for (const [id, { namespace, method }] of Object.entries(CLIENT_METHODS)) {
      const present = typeof client[namespace]?.[method] === "function";
      expect(present, `${id}: client.${namespace}.${method}`).toBe(Boolean(clientMethodFor(id, "typescript")));
    }
  });

  it("names the generated Python methods (snake_case) and Go methods (PascalCase), and the hand-written ones", () => {
    const go = readAll("sdks/go", "_gen.go");
    const goByHand = readdirSync("sdks/go")
      .filter((name) => name.endsWith(".go") && !name.endsWith("_gen.go"))
      .map((name) => readFileSync(path.join("sdks/go", name), "utf8"))
      .join("\n");
    const pythonByHand = readAll("sdks/python/src/codebeam", ".py");
    const pythonDir = "sdks/python/src/codebeam/_generated";
    for (const [id, { namespace, method }] of Object.entries(CLIENT_METHODS)) {
      const module = path.join(pythonDir, `${namespace}.py`);
      const python = existsSync(module) ? readFileSync(module, "utf8") : "";
      const def = `    def ${snake(method)}(`;
      expect(python.includes(def), `${id}: Python ${namespace}.${snake(method)}`).toBe(
        Boolean(generatedMethodFor(id, "python")),
      );
      if (clientMethodFor(id, "python") && !generatedMethodFor(id, "python"))
        expect(pythonByHand.includes(def), `${id}: hand-written Python ${snake(method)}`).toBe(true);
      const goMethod = `func (s *${goName(namespace)}Service) ${goName(method)}(`;
      expect(go.includes(goMethod), `${id}: Go ${goMethod}`).toBe(Boolean(generatedMethodFor(id, "go")));
      if (clientMethodFor(id, "go") && !generatedMethodFor(id, "go"))
        expect(goByHand.includes(goMethod), `${id}: hand-written Go ${goMethod}`).toBe(true);
    }
  });
});
