import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { EnvSchema } from "@/lib/config/env";

// What .env.example and the README's configuration table document is what lib/config/env.ts
// reads: no setting missing, none made up, and every value a choice setting accepts named.
const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
/** Read by the test suite only (.ci/run sets them), never by the app. */
const TEST_ONLY = ["TEST_DATABASE_URL", "TEST_REDIS_URL"];

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; entries?: Record<string, string> };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const settings = (): Record<string, z.ZodType> => {
  // EnvSchema is an object behind a refinement and a transform: the object is the pipe's input.
  let schema = EnvSchema as unknown as z.ZodType;
  while (defOf(schema).type === "pipe") schema = defOf(schema).in as z.ZodType;
  return (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
};

/** The values of a setting that is a choice (an enum), or null; on/off flags are not choices. */
function choices(schema: z.ZodType): string[] | null {
  const def = defOf(schema);
  if (def.type === "default" || def.type === "optional") return choices(def.innerType as z.ZodType);
  if (def.type === "pipe") return choices(def.in as z.ZodType);
  if (def.type !== "enum") return null;
  const values = Object.values(def.entries ?? {});
  return values.includes("0") && values.includes("1") ? null : values;
}

/** `.env.example`'s variables (set or commented out), each with the comment block above it. */
function envExample(): Map<string, string> {
  const documented = new Map<string, string>();
  let comment = "";
  for (const line of read(".env.example").split("\n")) {
    const variable = /^#?\s?([A-Z][A-Z0-9_]+)=/.exec(line);
    if (variable) documented.set(variable[1], `${comment}\n${line}`);
    else if (line.startsWith("#")) comment += `\n${line}`;
    if (!line.startsWith("#") || variable) comment = variable ? comment : "";
    if (line.trim() === "") comment = "";
  }
  return documented;
}

/** The README configuration table's rows, by each variable a row names. */
function readmeRows(): Map<string, string> {
  const rows = new Map<string, string>();
  const readme = read("README.md");
  const section = readme.slice(
    readme.indexOf("\n## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("\n## Configuration") + 1),
  );
  for (const line of section.split("\n")) {
    const cells = /^\| (`[A-Z][A-Z0-9_]+[^|]*)\|(.*)\|$/.exec(line);
    if (!cells) continue;
    for (const [, name] of cells[1].matchAll(/`([A-Z][A-Z0-9_]+)/g)) rows.set(name, line);
  }
  return rows;
}

describe("documented settings", () => {
  it(".env.example lists exactly the settings lib/config/env.ts reads (and the test suite's own)", () => {
    expect([...envExample().keys()].sort()).toEqual([...Object.keys(settings()), ...TEST_ONLY].sort());
  });

  it("the README's configuration table names only settings that exist", () => {
    const known = new Set([...Object.keys(settings()), "NEXTAUTH_URL"]);
    expect([...readmeRows().keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it("every value of a choice is named where the setting is documented", () => {
    const example = envExample();
    const readme = readmeRows();
    const missing: string[] = [];
    for (const [name, schema] of Object.entries(settings())) {
      for (const value of choices(schema) ?? []) {
        if (!example.get(name)?.includes(value)) missing.push(`.env.example ${name}: ${value}`);
        if (readme.has(name) && !readme.get(name)?.includes(`\`${value}\``)) missing.push(`README ${name}: ${value}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
