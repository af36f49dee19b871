import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAiWorker } from "@/lib/ai/ai-worker";
import type { AiProvider } from "@/lib/ai/providers/provider-types";
import { selectProvider } from "@/lib/ai/providers/select-provider";
import { db } from "@/lib/db/client";
import type { SqlPool } from "@/lib/db/sql-runner";
import { startDestinationChecker } from "@/lib/destinations/destination-checker";
import { startScanMaintenance } from "@/lib/scans/scan-partitions";
import { createAi, getGeneration, referencePng, setEnv } from "../ai/ai-helpers";
import { createCode, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Each of the server's background loops stopped while it holds work (SIGTERM in server.ts): stop()
// resolves only once that work is done and recorded, and nothing new starts after it. States only.
const database = useTestDatabase();
const HOUR = 3_600_000;
let site: LocalServer;
let png: Buffer;
// Requests the site holds until `releaseSite()`; every request it saw.
const held: (() => void)[] = [];
let holding = false;
const seen: string[] = [];
const releaseSite = () => {
  holding = false;
  for (const release of held.splice(0)) release();
};

beforeAll(async () => {
  setEnv({
    AI_PROVIDER: undefined,
    AI_PROVIDER_URL: undefined,
    AI_CODE_COST: undefined,
    STARTING_CREDITS: undefined,
    DESTINATION_CHECK_MINUTES: "60",
  });
  allowPrivateTargets(true);
  png = await referencePng();
  site = await startServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push(`${request.method} ${request.url}`);
    const answer = () =>
      response.writeHead(200, { "content-type": "image/png" }).end(request.method === "HEAD" ? undefined : png);
    if (holding) held.push(answer);
    else answer();
  });
});
afterAll(async () => {
  releaseSite();
  await site?.close();
  allowPrivateTargets(false);
  setEnv({ DESTINATION_CHECK_MINUTES: undefined });
});

const notSettled = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return !settled;
};

async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("background loops stopped mid-work", () => {
  it("the AI worker finishes the generation it runs, then claims nothing more", async () => {
    const builtin = selectProvider();
    let release!: () => void;
    const releasing = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const holdingProvider: AiProvider = {
      name: builtin.name,
      generate: async (request) => {
        calls++;
        await releasing;
        return builtin.generate(request);
      },
    };
    const worker = startAiWorker(database.current(), { pollMs: 10, provider: holdingProvider });
    const { headers } = await makeOwner();
    const body = {
      content: "https://example.com/menu",
      prompt: "a harbour",
      image: `${site.origin}/photo.png`,
      name: "Harbour",
    };
    const first = (await createAi(headers, body)).body.generationId as string;
    await until(() => calls === 1);
    const stopping = worker.stop();
    expect(await notSettled(stopping)).toBe(true);
    expect((await getGeneration(headers, first)).body.status).toBe("RUNNING");
    release();
    await stopping;
    expect((await getGeneration(headers, first)).body.status).toBe("SUCCEEDED");
    const later = (await createAi(headers, body)).body.generationId as string;
    worker.wake();
    expect(await notSettled(new Promise(() => {}))).toBe(true);
    expect((await getGeneration(headers, later)).body.status).toBe("QUEUED");
    expect(calls).toBe(1);
  });

  it("the destination checker records the checks in hand, then starts no round", async () => {
    await (await db()).qrCode.updateMany({ data: { destinationsCheckedAt: new Date() } });
    const { headers } = await makeOwner();
    const ids: string[] = [];
    for (const path of ["/a", "/b"])
      ids.push((await createCode(headers, { content: `${site.origin}${path}`, name: path })).body.id);
    await (await db()).qrCode.updateMany({ where: { id: { in: ids } }, data: { destinationsCheckedAt: null } });
    holding = true;
    const checker = startDestinationChecker(database.current().sql, { pollMs: 10, firstDelayMs: 0 });
    await until(() => held.length > 0);
    const stopping = checker.stop();
    expect(await notSettled(stopping)).toBe(true);
    releaseSite();
    await stopping;
    const rows = await (await db()).qrCode.findMany({
      where: { id: { in: ids } },
      select: { destinationsCheckedAt: true },
    });
    expect(rows.every((row) => row.destinationsCheckedAt !== null)).toBe(true);
    // Due again, but the stopped checker looks no more.
    const before = seen.length;
    await (await db()).qrCode.updateMany({ where: { id: { in: ids } }, data: { destinationsCheckedAt: null } });
    checker.wake();
    expect(await notSettled(new Promise(() => {}))).toBe(true);
    expect(seen.length).toBe(before);
  });

  it("scan maintenance finishes the partitions it is making, then runs no more", async () => {
    const real = database.current().sql;
    let statements = 0;
    let release!: () => void;
    const releasing = new Promise<void>((resolve) => (release = resolve));
    // The first statement waits: the loop is stopped while it is in hand.
    const pool = {
      ...real,
      query: async (...args: Parameters<SqlPool["query"]>) => {
        if (++statements === 1) await releasing;
        return real.query(...args);
      },
    } as SqlPool;
    const maintenance = startScanMaintenance(pool, 0, HOUR);
    await until(() => statements === 1);
    const stopping = maintenance.stop();
    expect(await notSettled(stopping)).toBe(true);
    release();
    await stopping;
    const done = statements;
    expect(done).toBeGreaterThan(1); // the turn in hand ran to its end
    maintenance.wake();
    expect(await notSettled(new Promise(() => {}))).toBe(true);
    expect(statements).toBe(done);
  });
});
