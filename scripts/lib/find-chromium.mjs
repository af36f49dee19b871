// Finds a Chromium for Playwright: $CHROMIUM_PATH, Debian's package, or one Playwright installed
// earlier; as root on Debian, installs the `chromium` package when there is none.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function playwrightCached() {
  const cache = path.join(os.homedir(), ".cache", "ms-playwright");
  if (!fs.existsSync(cache)) return undefined;
  for (const dir of fs
    .readdirSync(cache)
    .filter((name) => name.startsWith("chromium"))
    .sort()
    .reverse()) {
    for (const binary of ["chrome-linux/chrome", "chrome-linux64/chrome"]) {
      const candidate = path.join(cache, dir, binary);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function existing() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", playwrightCached()];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

export function findChromium(log = console.log) {
  const found = existing();
  if (found) {
    log(`Browser tests use Chromium at ${found}.`);
    return found;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/etc/debian_version")) {
    log("No Chromium found: installing Debian's `chromium` package with apt-get (once)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (fs.existsSync("/usr/bin/chromium")) {
      log("Installed Chromium at /usr/bin/chromium.");
      return "/usr/bin/chromium";
    }
  }
  throw new Error(
    "No Chromium for the browser tests. Install one (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.",
  );
}
