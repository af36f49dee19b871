// Builds the Next.js app and the server bundle when there is no build, or when the sources changed
// since the last one.
// One build at a time per checkout: a second `npm start` (or test run) waits for the first one's
// build, then finds it current and starts on it, instead of crashing on Next's own build lock.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { bundleServer, DB_WORKER_BUNDLE, RENDER_WORKER_BUNDLE, SERVER_BUNDLE } from "./bundle-server.mjs";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "server.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "package-lock.json",
  "tsconfig.json",
];
const SKIP = new Set(["node_modules", ".next", "generated"]);
const STAMP = path.join(".next", "codebeam-build-fingerprint");
// Outside .next, which `next build` empties; node_modules/.cache is per checkout and never committed.
const LOCK = path.join("node_modules", ".cache", "codebeam-build.lock");
/** How long a lock file may stay empty (its holder between creating it and writing its pid). */
const EMPTY_LOCK_GRACE_MS = 10_000;

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
  return (
    fs.existsSync(path.join(".next", "BUILD_ID")) &&
    fs.existsSync(SERVER_BUNDLE) &&
    fs.existsSync(path.join(path.dirname(SERVER_BUNDLE), RENDER_WORKER_BUNDLE)) &&
    fs.existsSync(path.join(path.dirname(SERVER_BUNDLE), DB_WORKER_BUNDLE)) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, "utf8") === sourceFingerprint()
  );
}

// A build never sees the runtime secrets: a container image is built without them, and no page
// may read them at build time (those render per request).
const RUNTIME_SECRETS = ["AUTH_SECRET", "VISITOR_HASH_SECRET", "WEBHOOK_SECRET_KEY"];

function buildEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  for (const name of RUNTIME_SECRETS) delete env[name];
  return env;
}

function runNextBuild() {
  const fingerprint = sourceFingerprint();
  execFileSync(path.join("node_modules", ".bin", "next"), ["build"], { stdio: "inherit", env: buildEnv() });
  bundleServer(); // after next build, which empties .next
  fs.writeFileSync(STAMP, fingerprint);
}

function withBuildLock(log, work) {
  const release = acquireBuildLock(log);
  try {
    return work();
  } finally {
    release();
  }
}

export function build(log = console.log) {
  withBuildLock(log, runNextBuild);
}

export function ensureBuild(log = console.log) {
  if (buildIsCurrent()) return false;
  return withBuildLock(log, () => {
    if (buildIsCurrent()) return false; // built by whoever held the lock before us
    log(
      fs.existsSync(path.join(".next", "BUILD_ID"))
        ? "Sources changed since the last build: rebuilding…"
        : "No production build yet: building (a minute or two)…",
    );
    runNextBuild();
    return true;
  });
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM"; // exists, owned by someone else
  }
}

/**
 * Takes the checkout's build lock (a file holding the builder's pid), waiting while a live process
 * holds it; a lock whose process is gone is taken over. Returns the release function.
 */
function acquireBuildLock(log) {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: "wx" });
      return () => {
        if (readHolder() === process.pid) fs.rmSync(LOCK, { force: true });
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const holder = readHolder();
    if (holder === null ? lockAgeMs() > EMPTY_LOCK_GRACE_MS : !isAlive(holder)) {
      // Its builder died without releasing it; taken over unless another waiter just did.
      if (readHolder() === holder) fs.rmSync(LOCK, { force: true });
      continue;
    }
    if (!announced && holder !== null) {
      log(`Another build of this checkout is running (process ${holder}): waiting for it to finish…`);
      announced = true;
    }
    sleep(500);
  }
}

function readHolder() {
  try {
    const pid = Number.parseInt(fs.readFileSync(LOCK, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function lockAgeMs() {
  try {
    return Date.now() - fs.statSync(LOCK).mtimeMs;
  } catch {
    return 0;
  }
}
