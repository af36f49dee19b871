// The API reference's code samples (lib/openapi/code-samples) are real code: every TypeScript sample
// type-checks against sdk/src, every Python sample against sdks/python under mypy --strict, every Go
// sample builds and vets against sdks/go and is gofmt-clean. One compile per language for all samples.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { CLIENT_METHODS } from "@/lib/openapi/client-methods";
import { documentSamples, type SampleLanguage } from "@/lib/openapi/code-samples";
import { goGettingStarted, pythonGettingStarted } from "@/lib/openapi/code-samples/getting-started";
import { goEnv, requireGo } from "./go/run-go";

const root = path.resolve(".");
const scratch = mkdtempSync(path.join(os.tmpdir(), "codebeam-samples-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const groups = documentSamples(buildOpenApiDocument() as never);
const operations = groups.flatMap((group) => group.operations);
const codesOf = (language: SampleLanguage) =>
  operations.flatMap((operation) =>
    operation.samples
      .filter((sample) => sample.language === language && sample.code)
      .map((sample) => ({ operationId: operation.operationId, code: sample.code as string })),
  );
const indented = (code: string, by: string) =>
  code
    .split("\n")
    .map((line) => (line ? by + line : line))
    .join("\n");

/** Runs a checker; its output is the assertion message when it fails. */
function check(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  try {
    execFileSync(command, args, { ...options, encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ""}${stderr ?? ""}` || String(error);
  }
}

describe("the code samples of the API reference", () => {
  it("cover every operation: curl always, each client where the table of client methods says it has it", () => {
    for (const operation of operations) {
      const byLanguage = Object.fromEntries(operation.samples.map((sample) => [sample.language, sample]));
      expect(byLanguage.curl?.code, operation.operationId).toContain("curl ");
      if (operation.sessionOnly) {
        expect(operation.samples, operation.operationId).toHaveLength(1);
        expect(byLanguage.curl.note).toMatch(/session/);
        continue;
      }
      const listed = CLIENT_METHODS[operation.operationId];
      for (const language of ["typescript", "python", "go"] as const) {
        const offered = Boolean(listed && !listed.missingFrom?.includes(language));
        expect(Boolean(byLanguage[language].code), `${operation.operationId} in ${language}`).toBe(offered);
      }
    }
    expect(codesOf("go").length).toBeGreaterThan(50);
  });

  it("type-check in TypeScript against sdk/src", () => {
    const dir = path.join(scratch, "ts");
    mkdirSync(dir);
    const functions = codesOf("typescript").map(
      ({ code }, index) => `export async function sample${index}(): Promise<void> {\n${indented(code, "  ")}\n}`,
    );
    const sdk = path.join(root, "sdk", "src", "index");
    writeFileSync(
      path.join(dir, "samples.ts"),
      `import { Codebeam } from ${JSON.stringify(sdk)};\n\ndeclare const client: Codebeam;\n\n${functions.join("\n\n")}\n`,
    );
    const { rootDir, outDir, declaration, emitDeclarationOnly, ...options } = JSON.parse(
      readFileSync(path.join(root, "sdk", "tsconfig.json"), "utf8"),
    ).compilerOptions;
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { ...options, noEmit: true }, files: ["samples.ts"] }),
    );
    expect(check(path.join(root, "node_modules", ".bin", "tsc"), ["-p", dir])).toBe("");
  }, 120_000);

  it("type-check in Python against sdks/python (mypy --strict), the SDK tab's program included", () => {
    const dir = path.join(scratch, "py");
    mkdirSync(dir);
    const functions = codesOf("python").map(
      ({ code }, index) => `def sample_${index}() -> None:\n${indented(code, "    ")}\n`,
    );
    writeFileSync(
      path.join(dir, "samples.py"),
      `from codebeam import Codebeam\n\nclient = Codebeam("cb_sk_sample")\n\n\n${functions.join("\n\n")}`,
    );
    writeFileSync(path.join(dir, "getting_started.py"), pythonGettingStarted("http://localhost:3000", 10));
    const output = check(
      "/usr/bin/python3",
      [
        "-m",
        "mypy",
        "--strict",
        "--ignore-missing-imports",
        "--cache-dir",
        path.join(os.tmpdir(), "codebeam-mypy-samples"), // reused: the client's own modules are checked once
        "samples.py",
        "getting_started.py",
      ],
      { cwd: dir, env: { ...process.env, MYPYPATH: path.join(root, "sdks", "python", "src") } },
    );
    expect(output).toBe("");
  }, 180_000);

  it("build, vet and are gofmt-clean in Go against sdks/go, the SDK tab's program included", () => {
    requireGo();
    const dir = path.join(scratch, "go");
    mkdirSync(path.join(dir, "start"), { recursive: true });
    writeFileSync(
      path.join(dir, "go.mod"),
      `module samples\n\ngo 1.19\n\nrequire github.com/codebeam/codebeam-go v0.0.0\n\nreplace github.com/codebeam/codebeam-go => ${path.join(root, "sdks", "go")}\n`,
    );
    const functions = codesOf("go").map(({ code }, index) => `func sample${index}() {\n${indented(code, "\t")}\n}`);
    writeFileSync(
      path.join(dir, "main.go"),
      `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	codebeam "github.com/codebeam/codebeam-go"
)

var (
	client *codebeam.Client
	ctx    = context.Background()
	_      = json.Valid
	_      = fmt.Println
	_      = log.Fatal
)

${functions.join("\n\n")}

func main() {}
`,
    );
    writeFileSync(path.join(dir, "start", "main.go"), goGettingStarted("http://localhost:3000", 10));
    const env = goEnv();
    expect(check("go", ["vet", "./..."], { cwd: dir, env })).toBe("");
    expect(check("gofmt", ["-l", "."], { cwd: dir, env }), "not gofmt-clean").toBe("");
  }, 180_000);
});
