// Builds the Next.js app when there is no build, or when the sources changed since the last one.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "next.config.mjs", "postcss.config.mjs", "package-lock.json", "tsconfig.json"];
const SKIP = new Set(["node_modules", ".next", "generated"]);
const STAMP = path.join(".next", "codebeam-build-fingerprint");

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(entry).sort()) {
    if (!SKIP.has(child)) yield* files(path.join(entry, child));
  }
}

export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of files(source)) hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

export function buildIsCurrent() {
  return fs.existsSync(path.join(".next", "BUILD_ID")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === sourceFingerprint();
}

export function build() {
  const fingerprint = sourceFingerprint();
  execFileSync(path.join("node_modules", ".bin", "next"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  fs.writeFileSync(STAMP, fingerprint);
}

export function ensureBuild(log = console.log) {
  if (buildIsCurrent()) return false;
  log(fs.existsSync(path.join(".next", "BUILD_ID")) ? "Sources changed since the last build: rebuilding…" : "No production build yet: building (a minute or two)…");
  build();
  return true;
}
