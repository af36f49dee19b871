import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const GO_SDK_DIR = path.resolve("sdks/go");

/**
 * Go without the network: no module proxy, no toolchain download, caches in the temp directory
 * (the module uses the standard library only).
 */
export const goEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  GOFLAGS: "-mod=mod",
  GOPROXY: "off",
  GOTOOLCHAIN: "local",
  GOCACHE: path.join(os.tmpdir(), "codebeam-go", "cache"),
  GOPATH: path.join(os.tmpdir(), "codebeam-go", "path"),
  CGO_ENABLED: "0",
});

/** The Go toolchain's version line; throws a message naming the Debian package when it is missing. */
export function requireGo(): string {
  try {
    return execFileSync("go", ["version"], { env: goEnv(), encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "The Go toolchain (go, gofmt) is missing: install Debian's golang-go (apt-get install golang-go) to test sdks/go.",
    );
  }
}

/** Runs `go <args>` in sdks/go without blocking the event loop (the API server under test is in this process). */
export function runGo(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("go", args, {
      cwd: GO_SDK_DIR,
      env: { ...goEnv(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The Test functions declared in sdks/go's test files whose names match `pattern`. */
export function goTestNames(pattern: RegExp): string[] {
  const names: string[] = [];
  for (const file of readdirSync(GO_SDK_DIR).filter((name) => name.endsWith("_test.go"))) {
    for (const match of readFileSync(path.join(GO_SDK_DIR, file), "utf8").matchAll(
      /^func (Test\w+)\(t \*testing\.T\)/gm,
    ))
      if (pattern.test(match[1])) names.push(match[1]);
  }
  return names.sort();
}

/** The tests `go test -v` reported as passed. */
export const passedTests = (output: string) =>
  [...output.matchAll(/^--- PASS: (Test\w+)/gm)].map((match) => match[1]).sort();
