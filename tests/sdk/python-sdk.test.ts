// The Python client (sdks/python) against the real API, driven by the client's own pytest suite in
// a child process: the production server on the test's PostgreSQL database when a build is there
// (CI's PostgreSQL pass), else the route handlers over HTTP on a real database
// (tests/sdk/api-server.ts). Plus mypy --strict on the package and a wheel and sdist built offline.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import { startAiWorker } from "@/lib/ai/ai-worker";
import { grantCredits } from "@/lib/credits/grant-credits";
import { MINUTE_MS } from "@/lib/ratelimit/enforce-rate-limit";
import { referencePng } from "../ai/ai-helpers";
import { useTestDatabase } from "../helpers/database";
import { startDnsServer, type DnsServer } from "../helpers/dns-server";
import { makeKey, makeUser } from "../helpers/fixtures";
import { allowPrivateTargets, startServer, type LocalServer } from "../net/local-server";
import { useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { type ApiServer, startApiServer } from "./api-server";
import { sdkTarget, usesProductionServer } from "./sdk-target";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const PYTHON = "/usr/bin/python3";
const PACKAGE = path.resolve("sdks/python");
const APT = "apt-get install python3 python3-httpx python3-pytest python3-pytest-asyncio mypy python3-build";
const RATE_LIMIT = 300;

const database = useTestDatabase();
useRedisRateLimitsWhenConfigured();

let api: ApiServer;
let receiver: LocalServer;
let dns: DnsServer;
let links: ShortLinkServer;
let worker: ReturnType<typeof startAiWorker>;
let scratch: string;
const saved = { ...process.env };

/** Runs a command without blocking the event loop (the API server answers from this process). */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** Fails (never skips) when Debian's interpreter or a module the client needs is missing. */
function requireToolchain(modules: string[]) {
  const probe = spawnSync(PYTHON, ["-c", modules.map((name) => `import ${name}`).join("; ")], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `${PYTHON} with ${modules.join(", ")} is needed for the Python client's tests: ${APT}\n${probe.stderr ?? probe.error}`,
    );
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "codebeam-py-"));
  dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address;
  process.env.LIMIT_KEY_PER_MINUTE = String(RATE_LIMIT);
  resetConfigForTests();
  allowPrivateTargets(true); // the webhook receiver listens on 127.0.0.1
  api = await startApiServer();
  receiver = await startServer((_request, response) => void response.writeHead(500).end());
  links = await startShortLinkServer(database.current()); // the route handlers serve no short links
  worker = startAiWorker(database.current(), { pollMs: 20 });
}, 300_000);

afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await receiver?.close();
  await links?.close();
  await dns?.close();
  allowPrivateTargets(false);
  for (const name of ["DNS_SERVERS", "LIMIT_KEY_PER_MINUTE"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfigForTests();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe(`the Python client (sdks/python) against ${usesProductionServer ? "the production server" : "the route handlers"}`, () => {
  it("passes its pytest suite, sync and async, against the API", async () => {
    requireToolchain(["httpx", "pytest", "pytest_asyncio"]);
    const rate = await makeUser();
    const rateKey = await makeKey(rate);
    const reference = path.join(scratch, "reference.png");
    writeFileSync(reference, await referencePng());
    const main = await makeUser();
    await grantCredits(main.accountId, 1000); // the suite creates more dynamic codes than the sign-up grant pays for
    // Accounts first: the production server starts after them, with this file's limits and Redis.
    const target = await sdkTarget(api, database.current(), 3293, {
      DNS_SERVERS: dns.address,
      LIMIT_KEY_PER_MINUTE: String(RATE_LIMIT),
      ALLOW_PRIVATE_TARGETS: "1",
    });
    // The rate-limited key's minute is used up through the server, in whichever store it counts, so
    // the client's first call meets the 429; late in a minute, the next one is waited for first.
    const second = (Date.now() % MINUTE_MS) / 1000;
    if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    for (let i = 0; i < RATE_LIMIT; i++) {
      const response = await fetch(`${target.origin}/api/v1/credits/balance`, {
        headers: { authorization: `Bearer ${rateKey}` },
      });
      expect(response.status).toBe(200);
    }
    const env = {
      ...process.env,
      CODEBEAM_BASE_URL: target.origin,
      CODEBEAM_API_KEY: await makeKey(main),
      CODEBEAM_ASYNC_API_KEY: await makeKey(await makeUser()),
      CODEBEAM_LIMITED_KEY: await makeKey(await makeUser(), ["qrcode:generate"]),
      CODEBEAM_POOR_KEY: await makeKey(await makeUser()),
      CODEBEAM_RATE_KEY: rateKey,
      CODEBEAM_RATE_LIMIT: String(RATE_LIMIT),
      CODEBEAM_RECEIVER_URL: receiver.origin,
      // The live scan tests record scans through a code's short link: the server's own, or the harness's.
      CODEBEAM_SHORT_LINK_ORIGIN: usesProductionServer ? target.origin : links.origin,
      CODEBEAM_REFERENCE_PNG: reference,
      PYTHONDONTWRITEBYTECODE: "1",
    };
    const result = await run(PYTHON, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], {
      cwd: PACKAGE,
      env,
    }).finally(() => target.stop());
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/\d+ passed/);
  }, 600_000);

  it("type-checks with mypy --strict", async () => {
    requireToolchain(["mypy", "httpx"]);
    const result = await run(
      PYTHON,
      ["-m", "mypy", "--strict", "--cache-dir", path.join(scratch, "mypy"), "src/codebeam"],
      {
        cwd: PACKAGE,
      },
    );
    expect(result.status, result.output).toBe(0);
  }, 300_000);

  it("builds a wheel and an sdist offline", async () => {
    requireToolchain(["build", "setuptools"]);
    const source = path.join(scratch, "source");
    cpSync(PACKAGE, source, { recursive: true, filter: (file) => !file.includes("__pycache__") });
    const out = path.join(scratch, "dist");
    const result = await run(PYTHON, ["-m", "build", "--no-isolation", "--outdir", out, source], { cwd: scratch });
    expect(result.status, result.output).toBe(0);
    const built = readdirSync(out).sort();
    expect(built).toEqual([expect.stringMatching(/^codebeam-0\.1\.0-py3-none-any\.whl$/), "codebeam-0.1.0.tar.gz"]);
  }, 300_000);
});
