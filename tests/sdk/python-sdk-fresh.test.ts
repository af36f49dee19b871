// The generated part of the Python client (sdks/python/src/codebeam/_generated) must be what
// scripts/build-python-sdk.ts writes from the OpenAPI document now: a contract change without a
// regeneration fails here. The generator runs as a child process into a temp dir, as a developer runs it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PYTHON_GENERATED_DIR } from "@/scripts/build-python-sdk";

const scratch = mkdtempSync(path.join(tmpdir(), "codebeam-py-gen-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function generate(into: string): Record<string, string> {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-python-sdk.ts", into], { stdio: "pipe" });
  return Object.fromEntries(readdirSync(into).map((name) => [name, readFileSync(path.join(into, name), "utf8")]));
}

const committed = () =>
  Object.fromEntries(
    readdirSync(PYTHON_GENERATED_DIR)
      .filter((name) => name.endsWith(".py"))
      .map((name) => [name, readFileSync(path.join(PYTHON_GENERATED_DIR, name), "utf8")]),
  );

describe("sdks/python/src/codebeam/_generated", () => {
  it("is what scripts/build-python-sdk.ts writes now, and writing twice gives the same files", () => {
    const first = generate(path.join(scratch, "a"));
    const second = generate(path.join(scratch, "b"));
    expect(second).toEqual(first);
    const files = committed();
    expect(Object.keys(files).sort(), "run npx tsx scripts/build-python-sdk.ts").toEqual(Object.keys(first).sort());
    for (const [name, text] of Object.entries(first)) {
      expect(files[name], `${name}: run npx tsx scripts/build-python-sdk.ts`).toBe(text);
    }
  }, 120_000);
});
