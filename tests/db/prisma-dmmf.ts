import { get_dmmf } from "@prisma/prisma-schema-wasm";

// Prisma's own schema parser through its published wasm package's public API (`get_dmmf`, what
// Prisma's getDMMF calls). The package is pinned beside prisma; no engine binary is involved.

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

/** Parses and validates a Prisma schema with Prisma's parser; throws Prisma's own error text. */
export function readDatamodel(prismaSchema: string): Datamodel {
  let output: string;
  try {
    output = get_dmmf(JSON.stringify({ prismaSchema, noColor: true }));
  } catch (error) {
    // The wasm module throws an Error whose message is JSON: { error_code, message }.
    const text = error instanceof Error ? error.message : String(error);
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {}
    throw new Error(`prisma/schema.prisma does not validate: ${message}`);
  }
  return (JSON.parse(output) as { datamodel: Datamodel }).datamodel;
}
