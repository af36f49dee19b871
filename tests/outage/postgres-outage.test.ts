import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "@/bench/seed-account";
import { findPostgresBin, type PrivatePostgres, startPrivatePostgres } from "../helpers/private-postgres";
import { startPrivateRedis } from "../helpers/private-redis";
import { freshSecrets, hasBuild, kill, type ServerProcess, startServer } from "../server/server-process";
import { until } from "../short-links/load";
import { IPHONE } from "../short-links/short-link-harness";
import { eventually, type Receiver, startReceiver } from "../webhooks/webhook-helpers";
import { steadyLoad } from "./steady-load";
import { copiesSentTwice, resentAfterFailure } from "./webhook-copies";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// The production server on a PostgreSQL of the test's own, which the test stops, freezes and
// starts again under 50 connections of load; the server is killed mid-outage too. Needs a build
// (`npm test` makes one before CI's PostgreSQL pass) and PostgreSQL's binaries.
const ready = hasBuild && Boolean(findPostgresBin());
const CONNECTIONS = 50;
// Each connection waits between requests (≤ 500 requests a second in all), so the webhooks of every
// scan are delivered in seconds and the browser suite CI runs beside this keeps its share of the cores.
const PAUSE_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: PrivatePostgres;
let receiver: Receiver;
let shortCodes: string[];
let apiKey: string;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

interface Instance {
  origin: string;
  env: Record<string, string>;
  process: ServerProcess;
}

async function boot(port: number, extra: Record<string, string> = {}, dataDir?: string): Promise<Instance> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-outage-"));
  if (!dataDir) dataDirs.push(dir);
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...secrets,
    DATABASE_URL: postgres.url,
    DATA_DIR: dir,
    PORT: String(port),
    APP_URL: origin,
    ALLOW_PRIVATE_TARGETS: "1",
    SCAN_REPEAT_LIMIT: "0",
    WEBHOOK_POLL_MS: "50",
    LIMIT_KEY_PER_MINUTE: "100000",
    LIMIT_KEY_PER_DAY: "100000",
    ...extra,
  };
  const process = startServer(env);
  servers.push(process);
  await until(() => process.output().includes("Codebeam is running"), `a server (${process.output()})`, 120_000);
  return { origin, env, process };
}
const secrets = freshSecrets();
let main: Instance;

const health = async (instance: Instance) => {
  const response = await fetch(`${instance.origin}/api/health`);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

/** What the database holds for a code, read on a connection of its own (the test's outlives no restart). */
async function counts(shortCode: string) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT q."scanCount",
        (SELECT count(*)::int FROM "ScanEvent" e WHERE e."qrCodeId" = q."id") AS "events",
        (SELECT count(DISTINCT e."id")::int FROM "ScanEvent" e WHERE e."qrCodeId" = q."id") AS "distinct",
        (SELECT coalesce(sum(r."count"), 0)::int FROM "ScanDailyCount" r WHERE r."qrCodeId" = q."id" AND r."dimension" = 'total') AS "total",
        (SELECT count(*)::int FROM "OutboxEvent" o WHERE o."type" = 'scan.created' AND o."payload"->'qrCode'->>'id' = q."id") AS "outbox",
        q."id"
      FROM "QrCode" q WHERE q."shortCode" = $1`,
      [shortCode],
    );
    const { id, ...figures } = rows[0];
    return { id: id as string, figures: figures as Record<string, number> };
  } finally {
    await client.end();
  }
}

/** The distinct scans of a code the receiver got scan.created deliveries for. */
function deliveredScans(qrCodeId: string) {
  const mine = receiver.events().filter((event) => event.type === "scan.created" && event.data.qrCode.id === qrCodeId);
  return new Set(mine.map((event) => event.data.scan.id)).size;
}

async function expectEveryScanOnce(shortCode: string, scans: number, servers: Instance[] = [main]) {
  const same = { scanCount: scans, events: scans, distinct: scans, total: scans, outbox: scans };
  const { id } = await eventually(async () => {
    const found = await counts(shortCode);
    expect(found.figures).toEqual(same);
    return found;
  }, 90_000);
  await eventually(() => expect(deliveredScans(id)).toBe(scans), 120_000);
  await sleep(500); // room for a second copy, if one were on its way
  // The attempts of the last copies may still be on their way to the log.
  await eventually(async () => {
    const found = await copiesSentTwice(receiver, postgres.url, id);
    const unexplained = found.filter((delivery) => !resentAfterFailure(delivery));
    // A failure shows each copy's attempts and what the servers logged about webhooks.
    const logged = servers
      .flatMap((server) => server.process.output().split("\n"))
      .filter((line) => line.includes("[webhooks]"));
    expect({ unexplained, logged: unexplained.length ? logged.slice(-20) : [] }).toEqual({
      unexplained: [],
      logged: [],
    });
  }, 30_000);
}

beforeAll(async () => {
  if (!ready) return;
  postgres = await startPrivatePostgres();
  const seeded = await seed(postgres.url, undefined);
  shortCodes = seeded.shortCodes;
  apiKey = seeded.key;
  receiver = await startReceiver();
  main = await boot(3186);
  const created = await fetch(`${main.origin}/api/v1/webhooks`, {
    method: "POST",
    headers: { authorization: `Bearer ${seeded.key}`, "content-type": "application/json" },
    body: JSON.stringify({ url: receiver.url, events: ["scan.created"] }),
  });
  expect(created.status).toBe(201);
}, 180_000);

afterAll(async () => {
  for (const server of servers) kill(server.child);
  await receiver?.close();
  await postgres?.destroy();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const scan = (instance: Instance, shortCode: string) =>
  fetch(`${instance.origin}/s/${shortCode}`, { redirect: "manual", headers: { "user-agent": IPHONE } }).then(
    (response) => response.status,
  );

describe.skipIf(!ready)("short links through PostgreSQL outages (production server)", () => {
  /** Load on a code this instance has read, `outage` in the middle of it; every answer a 302, every scan once. */
  async function throughOutage(code: string, outage: () => Promise<void>) {
    expect(await scan(main, code)).toBe(302); // read once, so this instance has its copy
    const load = steadyLoad(`${main.origin}/s/${code}`, CONNECTIONS, PAUSE_MS);
    await sleep(2000);
    await outage();
    await sleep(3000);
    const result = await load.stop();
    expect(result.errors).toBe(0);
    expect(Object.keys(result.statuses)).toEqual(["302"]);
    await expectEveryScanOnce(code, result.statuses[302] + 1);
  }

  it("PostgreSQL stopped for 20 s under load: every request a 302, every scan written once after", async () => {
    await throughOutage(shortCodes[1], async () => {
      await postgres.stop("fast");
      await sleep(4000);
      const during = await health(main);
      expect(during.status).toBe(200);
      expect(during.body).toMatchObject({ status: "degraded", database: { ok: false } });
      expect(during.body.redirects.outageSince).toEqual(expect.any(String));
      expect(during.body.redirects.journal.entries).toBeGreaterThan(0);
      await sleep(16_000);
      await postgres.start();
    });
    const after = await health(main);
    expect(after.body).toMatchObject({ status: "ok", redirects: { outageSince: null, journal: { bytes: 0 } } });
  }, 300_000);

  it("PostgreSQL frozen (SIGSTOP) for 10 s under load: the same", async () => {
    await throughOutage(shortCodes[2], async () => {
      await postgres.pause();
      await sleep(10_000);
      await postgres.resume();
    });
  }, 300_000);

  it("the server killed mid-outage and started after it: nothing lost, nothing doubled", async () => {
    const code = shortCodes[3];
    expect(await scan(main, code)).toBe(302);
    const load = steadyLoad(`${main.origin}/s/${code}`, CONNECTIONS, PAUSE_MS);
    await sleep(1000);
    await postgres.stop("fast");
    await sleep(4000);
    main.process.child.kill("SIGKILL");
    await main.process.exited;
    const journaled = fs.readdirSync(path.join(main.env.DATA_DIR, "scan-journal"));
    expect(journaled.length).toBe(1);
    await postgres.start();
    main = await boot(Number(main.env.PORT), {}, main.env.DATA_DIR);
    await sleep(3000);
    const result = await load.stop();
    expect(Object.keys(result.statuses)).toEqual(["302"]);
    expect(result.errors).toBeGreaterThan(0); // requests while no server listened
    const answered = result.statuses[302] + 1;
    // Scans journaled by the killed server whose 302 it did not get to send are kept too: at most
    // one per connection.
    const { figures } = await eventually(async () => {
      const found = await counts(code);
      expect(found.figures.events).toBeGreaterThanOrEqual(answered);
      expect(fs.readdirSync(path.join(main.env.DATA_DIR, "scan-journal"))).toEqual([]);
      return found;
    }, 90_000);
    expect(figures.events - answered).toBeLessThanOrEqual(CONNECTIONS);
    await expectEveryScanOnce(code, figures.events);
  }, 300_000);

  it("a full journal: redirects still answer, and dropped counts exactly what it could not keep", async () => {
    const small = await boot(3187, { SCAN_JOURNAL_MAX_MB: "1" });
    const code = shortCodes[4];
    expect(await scan(small, code)).toBe(302);
    await postgres.stop("fast");
    const load = steadyLoad(`${small.origin}/s/${code}`, CONNECTIONS, 0);
    await eventually(
      async () => expect((await health(small)).body.redirects.journal.dropped).toBeGreaterThan(200),
      60_000,
    );
    const result = await load.stop();
    const { dropped, bytes } = (await health(small)).body.redirects.journal;
    expect(bytes).toBeLessThanOrEqual(2 ** 20);
    await postgres.start();
    expect(result.errors).toBe(0);
    expect(Object.keys(result.statuses)).toEqual(["302"]);
    await expectEveryScanOnce(code, result.statuses[302] + 1 - dropped, [main, small]);
    kill(small.process.child);
  }, 300_000);

  it("Redis killed under load: redirects unaffected, the API's limits counted in the database", async () => {
    const redis = await startPrivateRedis();
    try {
      const withRedis = await boot(3188, { REDIS_URL: redis.url });
      const code = shortCodes[5];
      expect(await scan(withRedis, code)).toBe(302);
      const api = () => fetch(`${withRedis.origin}/api/v1/qrcodes`, { headers: { authorization: `Bearer ${apiKey}` } });
      expect((await api()).status).toBe(200);
      expect((await health(withRedis)).body.rateLimits).toMatchObject({ store: "redis", fallback: null });
      const load = steadyLoad(`${withRedis.origin}/s/${code}`, CONNECTIONS, PAUSE_MS);
      await sleep(1000);
      await redis.kill();
      await sleep(3000);
      const answers = await Promise.all(Array.from({ length: 5 }, api));
      expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
      expect(answers[4].headers.get("x-ratelimit-limit")).toBe("100000");
      expect((await health(withRedis)).body.rateLimits).toMatchObject({ store: "redis", fallback: "database" });
      const result = await load.stop();
      expect(result.errors).toBe(0);
      expect(Object.keys(result.statuses)).toEqual(["302"]);
      await expectEveryScanOnce(code, result.statuses[302] + 1, [main, withRedis]);
      kill(withRedis.process.child);
    } finally {
      await redis.stop();
    }
  }, 300_000);
});
