// The request wrapper's cost per request: a bare route handler against the same handler behind
// withApi, and the real GET /api/v1/credits/balance, all in one process on an in-memory PGlite.
import net from "node:net";
import { GET as creditBalance } from "../app/api/v1/credits/balance/route";
import { CLIENT_IP_HEADER } from "../lib/api/client-ip";
import { withApi } from "../lib/api/with-api";
import { resetConfigForTests } from "../lib/config/env";
import { openDatabase, useDatabase } from "../lib/db/client";
import { createApiKey } from "../lib/keys/create-api-key";
import { databaseStore } from "../lib/ratelimit/database-store";
import { tcpRedisStore } from "../lib/ratelimit/redis-store";
import { useRateLimitStore } from "../lib/ratelimit/store";
import type { RateLimitStore } from "../lib/ratelimit/types";
import { createUser } from "../lib/users/create-user";
import { formatTable, type Measurement, measure } from "./measure";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const URL_ = "http://localhost:3000/api/v1/credits/balance";
const context = { params: Promise.resolve({}) };

function request(headers: Record<string, string> = {}): Request {
  return new Request(URL_, { headers: { [CLIENT_IP_HEADER]: "203.0.113.7", ...headers } });
}

/** One timed call: the handler's answer with its body read, checked for the expected status. */
function caller(handler: Handler, status: number, headers?: Record<string, string>) {
  return async () => {
    const response = await handler(request(headers), context);
    await response.text();
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}`);
  };
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket
      .once("connect", () => done(true))
      .once("error", () => done(false))
      .once("timeout", () => done(false));
  });
}

export async function wrapperBench({ n, warmup }: { n: number; warmup: number }): Promise<string> {
  // Limits out of reach, so every request takes the full path and none is a 429.
  for (const name of ["LIMIT_ANON_PER_MINUTE", "LIMIT_USER_PER_MINUTE", "LIMIT_KEY_PER_MINUTE", "LIMIT_KEY_PER_DAY"])
    process.env[name] = "1000000000";
  resetConfigForTests();
  const database = await openDatabase({ databaseUrl: undefined, dataDir: null });
  useDatabase(database);
  const user = await createUser({ name: "Bench", email: "bench@example.test", password: "bench-password" });
  const account = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { accountId: true } });
  const { key } = await createApiKey(
    { kind: "session", accountId: account.accountId, userId: user.id },
    { name: "bench", permissions: ["qrcode:generate"] },
  );
  const withKey = { authorization: `Bearer ${key}` };

  const bare: Handler = async () => Response.json({ ok: true });
  const wrappedPublic = withApi({ auth: "public" }, async () => ({ ok: true })) as Handler;
  const wrappedKey = withApi({ auth: "key-or-session" }, async () => ({ ok: true })) as Handler;
  const cases: [string, () => Promise<void>][] = [
    ["(a) bare handler", caller(bare, 200)],
    ["withApi public, anonymous, bare handler", caller(wrappedPublic, 200)],
    ["withApi with API key, bare handler", caller(wrappedKey, 200, withKey)],
    ["(b) GET /credits/balance, API key", caller(creditBalance, 200, withKey)],
    ["(c) GET /credits/balance, anonymous → 401", caller(creditBalance, 401)],
  ];

  const stores: [string, () => Promise<RateLimitStore & { close?: () => Promise<unknown> }>][] = [
    ["database (PGlite, in memory)", async () => databaseStore()],
  ];
  const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const redisUp = await reachable(redisUrl);
  if (redisUp) {
    stores.push([
      `Redis over TCP (${redisUrl})`,
      async () => {
        const store = tcpRedisStore(redisUrl, `codebeam:bench:${process.pid}`);
        return Object.assign(store, { close: () => store.client.quit() });
      },
    ]);
  }

  const out: string[] = [
    `Wrapper overhead: ${n} sequential requests per row after ${warmup} warm-up, one process, Node ${process.version}.`,
  ];
  for (const [label, makeStore] of stores) {
    const store = await makeStore();
    useRateLimitStore(store);
    // Every path warmed (JIT, Prisma, PGlite caches) before any is timed, so row 1 is not colder.
    for (const [, once] of cases) for (let i = 0; i < warmup; i++) await once();
    const rows: Measurement[] = [];
    for (const [name, once] of cases) rows.push(await measure(name, once, { n, warmup }));
    await store.close?.();
    const [a, , , b] = rows;
    out.push("", `Rate-limit store: ${label}`, formatTable(rows));
    out.push(
      `(b − a): ${(b.meanUs - a.meanUs).toFixed(1)} µs per request; (b / a): ${(b.meanUs / a.meanUs).toFixed(1)}×`,
    );
  }
  if (!redisUp) out.push("", `Redis at ${redisUrl} not reachable: Redis run skipped (set REDIS_URL).`);
  useRateLimitStore(undefined);
  useDatabase(undefined);
  await database.close();
  return out.join("\n");
}
