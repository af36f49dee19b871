import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Prisma's own schema parser, the wasm build the CLI ships (node_modules/prisma/build), driven
// through the few wasm-bindgen imports it needs. No engine binary is involved.

export interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "enum" | "object" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  isUpdatedAt: boolean;
  nativeType?: [string, string[]] | null;
  default?: unknown;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  relationOnUpdate?: string;
}
export interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
export interface DmmfEnum {
  name: string;
  dbName?: string | null;
  values: { name: string; dbName: string | null }[];
}
export interface DmmfIndex {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  dbName?: string | null;
  algorithm?: string;
  fields: { name: string; sortOrder?: "asc" | "desc" }[];
}
export interface Datamodel {
  models: DmmfModel[];
  enums: DmmfEnum[];
  indexes: DmmfIndex[];
}

interface SchemaWasm {
  memory: WebAssembly.Memory;
  __wbindgen_externrefs: WebAssembly.Table;
  __wbindgen_malloc(size: number, align: number): number;
  __wbindgen_free(pointer: number, size: number, align: number): void;
  __wbindgen_start(): void;
  get_dmmf(pointer: number, length: number): [number, number, number, number];
}

let instance: SchemaWasm | undefined;

function loadWasm(): SchemaWasm {
  if (instance) return instance;
  const prismaDir = path.dirname(createRequire(import.meta.url).resolve("prisma/package.json"));
  const bytes = fs.readFileSync(path.join(prismaDir, "build", "prisma_schema_build_bg.wasm"));
  const text = (pointer: number, length: number) =>
    new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, pointer >>> 0, length));
  let panic = "";
  const imports = Object.fromEntries(
    WebAssembly.Module.imports(new WebAssembly.Module(bytes)).map(({ name }) => {
      if (name.startsWith("__wbg_set_message_")) return [name, (p: number, l: number) => void (panic = text(p, l))];
      if (name.startsWith("__wbg_Error_")) return [name, (p: number, l: number) => new Error(text(p, l))];
      if (name.includes("wbindgen_throw")) return [name, (p: number, l: number) => { throw new Error(text(p, l) + panic); }];
      if (name === "__wbindgen_init_externref_table") {
        return [name, () => {
          const table = wasm.__wbindgen_externrefs;
          const offset = table.grow(4);
          table.set(0, undefined);
          [undefined, null, true, false].forEach((value, index) => table.set(offset + index, value));
        }];
      }
      return [name, () => { throw new Error(`prisma schema wasm: unexpected import ${name}`); }];
    }),
  );
  const wasm = new WebAssembly.Instance(new WebAssembly.Module(bytes), { __wbindgen_placeholder__: imports })
    .exports as unknown as SchemaWasm;
  wasm.__wbindgen_start();
  instance = wasm;
  return wasm;
}

/** Parses and validates a Prisma schema with Prisma's parser; throws Prisma's own error text. */
export function readDatamodel(prismaSchema: string): Datamodel {
  const wasm = loadWasm();
  const input = new TextEncoder().encode(JSON.stringify({ prismaSchema, noColor: true }));
  const pointer = wasm.__wbindgen_malloc(input.length, 1) >>> 0;
  new Uint8Array(wasm.memory.buffer).set(input, pointer);
  const [outPointer, outLength, errorRef, failed] = wasm.get_dmmf(pointer, input.length);
  if (failed) {
    const error = wasm.__wbindgen_externrefs.get(errorRef) as Error;
    throw new Error(`prisma/schema.prisma does not validate: ${error.message}`);
  }
  const output = new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, outPointer >>> 0, outLength));
  wasm.__wbindgen_free(outPointer, outLength, 1);
  return (JSON.parse(output) as { datamodel: Datamodel }).datamodel;
}
