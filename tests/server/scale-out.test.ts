import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind, useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { referencePng } from "../ai/ai-helpers";
import { keepLoading, until } from "../short-links/load";
import { IPHONE } from "../short-links/short-link-harness";
import { eventually, type Receiver, startReceiver } from "../webhooks/webhook-helpers";
import { freshSecrets, hasBuild, kill, type ServerProcess, startServer } from "./server-process";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Two production servers (real processes, their own ports) on one PostgreSQL database and one
// Redis, as "Running at scale" in the README describes. Needs a build, PostgreSQL and Redis: the
// CI's second pass has all three.
const ready = hasBuild && testDatabaseKind === "postgres" && Boolean(process.env.TEST_REDIS_URL);
const PORTS = [3193, 3194] as const;
const ANON_PER_MINUTE = 4;
const KEY_PER_DAY = 30;

const database = useTestDatabase();
let servers: ServerProcess[] = [];
let receiver: Receiver;
// A site the codes point at: counts the requests per path (destination checks), serves a reference image.
let site: { server: Server; url: string; hits: Map<string, number> };
const CHECKED_CODES = 8;
let checkedCodeIds: string[] = [];
const origin = (i: 0 | 1) => `http://127.0.0.1:${PORTS[i]}`;

beforeAll(async () => {
  if (!ready) return;
  receiver = await startReceiver();
  const reference = await referencePng();
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(`${request.method} ${path}`, (hits.get(`${request.method} ${path}`) ?? 0) + 1);
    if (path === "/reference.png") return void response.writeHead(200, { "content-type": "image/png" }).end(reference);
    response.writeHead(200, { "content-type": "text/html" }).end("<p>up</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
  // Codes due for their first destination check before either instance starts: both instances'
  // checkers start 5 s after their start, together.
  const { user } = await owner();
  checkedCodeIds = await Promise.all(
    Array.from({ length: CHECKED_CODES }, async (_, i) => {
      const data = {
        accountId: user.accountId,
        name: `Checked ${i}`,
        content: `${site.url}/dest-${i}`,
        targetUrl: `${site.url}/dest-${i}`,
      };
      const row = await database.current().prisma.qrCode.create({
        data: {
          ...data,
          shortCode: `chk${randomBytes(4).toString("hex")}`,
          templateUsed: "default",
          matchedKeywords: [],
          styles: {},
          updatedAt: new Date(),
        },
        select: { id: true },
      });
      return row.id;
    }),
  );
  const shared = {
    DATABASE_URL: database.current().location,
    REDIS_URL: process.env.TEST_REDIS_URL ?? "",
    ...freshSecrets(),
    ALLOW_PRIVATE_TARGETS: "1",
    TRUST_PROXY: "1",
    SCAN_REPEAT_LIMIT: "0",
    LIMIT_ANON_PER_MINUTE: String(ANON_PER_MINUTE),
    LIMIT_KEY_PER_MINUTE: "1000",
    LIMIT_KEY_PER_DAY: String(KEY_PER_DAY),
    WEBHOOK_POLL_MS: "50",
  };
  // Both short links answer on the first instance's base, as behind one proxy.
  servers = PORTS.map((port) => startServer({ ...shared, PORT: String(port), APP_URL: origin(0) }));
  await Promise.all(
    servers.map((server) =>
      until(() => server.output().includes("Codebeam is running"), `a server (${server.output()})`, 120_000),
    ),
  );
}, 180_000);
afterAll(async () => {
  for (const server of servers) kill(server.child);
  await receiver?.close();
  site?.server.closeAllConnections();
  site?.server.close();
});

const api = (
  i: 0 | 1,
  path: string,
  init: { method?: string; key?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  fetch(`${origin(i)}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
const scan = (i: 0 | 1, shortCode: string) =>
  fetch(`${origin(i)}/s/${shortCode}`, { redirect: "manual", headers: { "user-agent": IPHONE } });

async function owner() {
  const user = await makeUser({ label: "scale" });
  return { user, key: await makeKey(user) };
}

async function dynamicCode(key: string, targetUrl: string) {
  const response = await api(0, "/api/v1/qrcodes", {
    method: "POST",
    key,
    body: { content: targetUrl, name: "Two instances" },
  });
  expect(response.status).toBe(201);
  const code = (await response.json()) as { id: string; shortLink: string };
  return { id: code.id, shortCode: code.shortLink.split("/").pop() as string };
}

describe.runIf(ready)("two server instances on one PostgreSQL and one Redis", () => {
  it("a target changed through one instance is served by the other at once", async () => {
    const { key } = await owner();
    const code = await dynamicCode(key, "https://example.com/first");
    for (const i of [0, 1] as const)
      expect((await scan(i, code.shortCode)).headers.get("location")).toBe("https://example.com/first");
    for (const [writer, reader, target] of [
      [0, 1, "https://example.com/second"],
      [1, 0, "https://example.com/third"],
    ] as const) {
      const changed = await api(writer, `/api/v1/qrcodes/${code.id}`, {
        method: "PATCH",
        key,
        body: { targetUrl: target },
      });
      expect(changed.status).toBe(200);
      // The writer's own next scan, then the other instance once the notification reached it.
      expect((await scan(writer, code.shortCode)).headers.get("location")).toBe(target);
      await eventually(async () => expect((await scan(reader, code.shortCode)).headers.get("location")).toBe(target));
    }
    expect((await api(0, `/api/v1/qrcodes/${code.id}`, { method: "DELETE", key })).status).toBe(200);
    await eventually(async () => expect((await scan(1, code.shortCode)).status).toBe(404));
  });

  it("shares the per-minute limit and the daily cap", async () => {
    const visitor = { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}` };
    const anonymous = [];
    for (let n = 0; n <= ANON_PER_MINUTE; n++)
      anonymous.push(
        (await api((n % 2) as 0 | 1, "/api/v1/qrcode/generate?content=hello", { headers: visitor })).status,
      );
    expect(anonymous).toEqual([...Array(ANON_PER_MINUTE).fill(200), 429]);

    const { key } = await owner();
    const keyed = [];
    for (let n = 0; n <= KEY_PER_DAY; n++) keyed.push(await api((n % 2) as 0 | 1, "/api/v1/qrcodes", { key }));
    expect(keyed.map((response) => response.status)).toEqual([...Array(KEY_PER_DAY).fill(200), 429]);
    expect(((await keyed[KEY_PER_DAY].json()) as { code: string }).code).toBe("DAILY_QUOTA_EXCEEDED");
    expect((await api(0, "/api/v1/qrcodes", { key })).status).toBe(429);
  });

  it("sends each webhook delivery once, whichever instance recorded the scan", async () => {
    const { user, key } = await owner();
    const created = await api(1, "/api/v1/webhooks", {
      method: "POST",
      key,
      body: { url: receiver.url, events: ["scan.created"] },
    });
    expect(created.status).toBe(201);
    const code = await dynamicCode(key, "https://example.com/hooked");
    for (let n = 0; n < 20; n++) expect((await scan((n % 2) as 0 | 1, code.shortCode)).status).toBe(302);
    const mine = () =>
      receiver.events().filter((event) => event.type === "scan.created" && event.data.qrCode.id === code.id);
    await eventually(() => expect(new Set(mine().map((event) => event.data.scan.id)).size).toBe(20));
    // Both dispatchers poll every 50 ms: a little longer shows no second copy is on its way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mine()).toHaveLength(20);
    const deliveries = await database.current().prisma.webhookDelivery.findMany({
      where: { accountId: user.accountId },
      select: { attemptCount: true, status: true },
    });
    expect(deliveries).toHaveLength(20);
    expect(deliveries.every((delivery) => delivery.status === "SUCCEEDED" && delivery.attemptCount === 1)).toBe(true);
  });

  it("checks each destination once per round, whichever instance claims it", async () => {
    const checked = () => Array.from({ length: CHECKED_CODES }, (_, i) => site.hits.get(`HEAD /dest-${i}`) ?? 0);
    await until(() => checked().every((count) => count > 0), "every destination checked", 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // room for a second check, if one were coming
    expect(checked()).toEqual(Array(CHECKED_CODES).fill(1));
    const rows = await database
      .current()
      .prisma.destinationCheck.findMany({ where: { qrCodeId: { in: checkedCodeIds } }, select: { up: true } });
    expect(rows).toHaveLength(CHECKED_CODES);
    expect(rows.every((row) => row.up)).toBe(true);
  });

  it("runs each AI generation once and charges it once, whichever instance's worker claims it", async () => {
    const owners = await Promise.all([owner(), owner()]);
    const queued: { key: string; id: string }[] = [];
    for (const [o, { key }] of owners.entries()) {
      for (const i of [0, 1] as const) {
        const body = {
          content: `https://example.com/ai-${o}-${i}`,
          prompt: `scale ${o}-${i}`,
          image: `${site.url}/reference.png`,
        };
        const created = await api(i, "/api/v1/qrcodes/ai", { method: "POST", key, body });
        expect(created.status).toBe(202);
        queued.push({ key, id: ((await created.json()) as { generationId: string }).generationId });
      }
    }
    // Read from the database: polling through the API would spend the keys' small daily cap.
    const done = async ({ id }: { id: string }) => {
      const { prisma } = database.current();
      let row = { status: "", attempts: 0 };
      for (let waited = 0; waited < 90_000; waited += 100) {
        row = await prisma.aiGeneration.findUniqueOrThrow({ where: { id }, select: { status: true, attempts: true } });
        if (row.status === "SUCCEEDED" || row.status === "FAILED") return row;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`generation ${id} not settled: ${JSON.stringify(row)}`);
    };
    const results = await Promise.all(queued.map(done));
    expect(results.map((result) => [result.status, result.attempts])).toEqual(Array(4).fill(["SUCCEEDED", 1]));
    const { prisma } = database.current();
    for (const { user } of owners) {
      const charges = await prisma.creditLedgerEntry.count({
        where: { accountId: user.accountId, reason: "qrcode.ai" },
      });
      expect(charges).toBe(2);
      expect(await prisma.qrCode.count({ where: { accountId: user.accountId, mode: "AI" } })).toBe(2);
    }
  }, 120_000);

  it("SIGTERM on one instance loses no scan, and the other keeps serving", async () => {
    const { key } = await owner();
    const code = await dynamicCode(key, "https://example.com/steady");
    let stopping = false;
    const loads = ([0, 1] as const).map((i) =>
      keepLoading(`${origin(i)}/s/${code.shortCode}`, 10, () => stopping || i === 1),
    );
    await until(() => loads.every((load) => load.answered() >= 100), "100 answers from each");
    servers[0].child.kill("SIGTERM");
    stopping = true;
    expect(await servers[0].exited).toBe(0);
    const servedAfter = loads[1].answered();
    await until(() => loads[1].answered() >= servedAfter + 100, "the other instance serving on");
    // Stop the second load by stopping its server too, drained the same way.
    servers[1].child.kill("SIGTERM");
    expect(await servers[1].exited).toBe(0);
    const results = await Promise.all(loads.map((load) => load.done));
    for (const result of results) expect(Object.keys(result.statuses)).toEqual(["302"]);
    const answered = results.reduce((sum, result) => sum + (result.statuses[302] ?? 0), 0);
    expect(await database.current().prisma.scanEvent.count({ where: { qrCodeId: code.id } })).toBe(answered);
  }, 120_000);
});
