import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAiWorker, type AiWorker } from "@/lib/ai/ai-worker";
import { resetConfigForTests } from "@/lib/config/env";
import { referencePng } from "../ai/ai-helpers";
import { useTestDatabase } from "../helpers/database";
import { type DnsServer, startDnsServer } from "../helpers/dns-server";
import { makeKey, makeUser } from "../helpers/fixtures";
import { startServer, type LocalServer } from "../net/local-server";
import { restoreEnvAfterEach } from "../ratelimit/test-config";
import { type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { type ApiServer, startApiServer } from "./api-server";
import { sdkTarget, usesProductionServer } from "./sdk-target";
import { goTestNames, passedTests, requireGo, runGo } from "./go/run-go";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// The Go client (sdks/go) against the API: its own tests (`go test`) call every generated method
// through real route handlers over HTTP on a real database, in two passes: everything, then the
// refusals that need a tighter configuration (a rate limit of 2 a minute, credits too dear). With a
// production build and PostgreSQL (CI) the calls go to the production server, one per pass.

const database = useTestDatabase();
restoreEnvAfterEach();

let api: ApiServer;
let receiver: LocalServer;
let dns: DnsServer;
let links: ShortLinkServer;
let worker: AiWorker;
let pngDataUrl: string;

beforeAll(async () => {
  dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address; // domain checks ask this loopback server, never the network
  resetConfigForTests();
  api = await startApiServer();
  receiver = await startServer((_request, response) => void response.writeHead(500).end());
  links = await startShortLinkServer(database.current()); // the route handlers serve no short links
  worker = startAiWorker(database.current(), { pollMs: 20 });
  pngDataUrl = `data:image/png;base64,${(await referencePng()).toString("base64")}`;
}, 300_000);
afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await receiver?.close();
  await links?.close();
  await dns?.close();
  delete process.env.DNS_SERVERS;
  resetConfigForTests();
});

async function goTest(pattern: string, config: Record<string, string>, env: Record<string, string>) {
  requireGo(); // fails naming Debian's golang-go when go is missing
  const port = pattern.includes("Limited") ? 3292 : 3291;
  const target = await sdkTarget(api, database.current(), port, { DNS_SERVERS: dns.address, ...config });
  try {
    const run = await runGo(["test", "-count=1", "-v", "-run", pattern, "./..."], {
      CODEBEAM_BASE_URL: target.origin,
      // The live scan tests record scans through a code's short link: the server's own, or the harness's.
      CODEBEAM_SHORT_LINK_ORIGIN: usesProductionServer ? target.origin : links.origin,
      ...env,
    });
    if (run.code !== 0) console.error(run.output);
    expect(run.code, `go test -run '${pattern}' failed:\n${run.output}`).toBe(0);
    return run.output;
  } finally {
    await target.stop();
  }
}

describe(`the Go client (sdks/go) against ${usesProductionServer ? "the production server" : "the route handlers"}`, () => {
  it("has the Go toolchain (CI installs Debian's golang-go)", () => {
    expect(requireGo()).toMatch(/^go version go1\./);
  });

  it("passes go vet", async () => {
    requireGo();
    const run = await runGo(["vet", "./..."]);
    expect(run.code, run.output).toBe(0);
  }, 300_000);

  it("passes its tests against the API: every method, the pager, the live streams, retries, idempotency and the error classes", async () => {
    const owner = await makeUser();
    const keys = {
      CODEBEAM_API_KEY: await makeKey(owner),
      CODEBEAM_GENERATE_KEY: await makeKey(owner, ["qrcode:generate"]),
      CODEBEAM_PAGER_KEY: await makeKey(await makeUser()),
      CODEBEAM_AI_KEY: await makeKey(await makeUser()),
    };
    // The webhook receiver listens on 127.0.0.1; one key makes more than the default 60 calls a minute.
    const output = await goTest(
      "^Test[A-KM-Z]",
      { ALLOW_PRIVATE_TARGETS: "1", LIMIT_KEY_PER_MINUTE: "100000" },
      { ...keys, CODEBEAM_WEBHOOK_URL: `${receiver.origin}/hook`, CODEBEAM_PNG_DATA_URL: pngDataUrl },
    );
    expect(passedTests(output)).toEqual(goTestNames(/^Test[A-KM-Z]/));
  }, 600_000);

  it("maps a 429 to RateLimitError and spent credits to CreditsExhaustedError", async () => {
    const keys = {
      CODEBEAM_RATE_KEY: await makeKey(await makeUser()),
      CODEBEAM_CREDITS_KEY: await makeKey(await makeUser()),
    };
    const output = await goTest("^TestLimited", { LIMIT_KEY_PER_MINUTE: "2", DYNAMIC_CODE_COST: "1000" }, keys);
    expect(passedTests(output)).toEqual(goTestNames(/^TestLimited/));
  }, 600_000);
});
