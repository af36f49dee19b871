// Generates the Prisma client into lib/db/generated (run by npm's postinstall). Generation needs no
// schema engine; pointing the variable at a stand-in keeps the CLI from trying to download one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const prisma = path.join("node_modules", ".bin", "prisma");
execFileSync(prisma, ["generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/true",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});

// The generated client imports Prisma's query compiler as a 4.6 MB base64 module, which the server's
// heap then holds twice for good (the module's source and its string): 9 MB of an idle server. The
// compiler is written out here as a .wasm file instead, and the client compiles it from that file.
const generated = path.join("lib", "db", "generated");
const runtime = path.join("node_modules", "@prisma", "client", "runtime");
const base64Module = fs.readFileSync(path.join(runtime, "query_compiler_fast_bg.postgresql.wasm-base64.mjs"), "utf8");
const base64 = /"([A-Za-z0-9+/=]{1000,})"/.exec(base64Module)?.[1];
if (!base64) throw new Error("prisma-generate: the query compiler's base64 module has changed shape");
fs.writeFileSync(path.join(generated, "query_compiler.wasm"), Buffer.from(base64, "base64"));

const classFile = path.join(generated, "internal", "class.ts");
const loader = /getQueryCompilerWasmModule: async \(\) => \{[\s\S]*?decodeBase64AsWasm\(wasm\)\s*\}/;
const source = fs.readFileSync(classFile, "utf8");
if (!loader.test(source)) throw new Error("prisma-generate: the client's query compiler loader has changed shape");
fs.writeFileSync(
  classFile,
  source.replace(
    loader,
    `getQueryCompilerWasmModule: async () => {
    // Written by scripts/prisma-generate.mjs; the server runs from the project's folder.
    const { readFile } = await import("node:fs/promises")
    const { join } = await import("node:path")
    return new WebAssembly.Module(await readFile(join(/*turbopackIgnore: true*/ process.cwd(), ${JSON.stringify(generated.split(path.sep).join("/"))}, "query_compiler.wasm")))
  }`,
  ),
);
