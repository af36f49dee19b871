import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { ROLLUP } from "@/lib/scans/rollup-dimensions";
import type { ScanWriter } from "@/lib/scans/scan-writer";
import { startWebhookDispatcher } from "@/lib/webhooks/dispatcher-instance";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { useTestDatabase } from "../helpers/database";
import { allowPrivateTargets } from "../net/local-server";
import { seedCode } from "../stats/seed-scans";
import { FAST } from "../webhooks/delivery-harness";
import { createWebhook, eventually, startReceiver } from "../webhooks/webhook-helpers";
import { configuredRepeatLimiter } from "@/lib/short-links/short-link-deps";
import {
  DESKTOP,
  hit,
  IPHONE,
  outboxRows,
  type ShortLinkServer,
  startShortLinkServer,
  subscribe,
} from "./short-link-harness";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// The defaults as .env.example documents them: what an install gets without setting anything.
const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
const documented = (name: string) => Number(new RegExp(`^${name}=(\\d+)$`, "m").exec(example)?.[1]);
const LIMIT = documented("SCAN_REPEAT_LIMIT");
const WINDOW_MS = documented("SCAN_REPEAT_WINDOW_SECONDS") * 1000;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const database = useTestDatabase();
/** The limiter's clock: moved by the tests, never by real time. */
const clock = { ms: 1_000_000, now: () => clock.ms };
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current(), { repeats: configuredRepeatLimiter(clock.now) });
});
afterAll(() => server.close());

/**
 * An account with a key for both permissions and one saved dynamic code with a short link; unless
 * told otherwise, with a webhook row taking scan.created, so each counted scan writes its event.
 */
async function owner(subscribed = true) {
  const user = await makeUser({ label: "repeats" });
  const headers = bearer(await makeKey(user));
  const id = await seedCode(user.accountId);
  if (subscribed) await subscribe(database.current(), user.accountId);
  const { shortCode } = await database
    .current()
    .prisma.qrCode.findUniqueOrThrow({ where: { id }, select: { shortCode: true } });
  return { user, headers, id, accountId: user.accountId, path: `/s/${shortCode}` };
}

async function counts(qrCodeId: string, accountId: string) {
  const db = database.current().prisma;
  const filtered = await db.scanDailyCount.findMany({
    where: { qrCodeId, dimension: { in: [ROLLUP.filtered, ROLLUP.filteredImpression] } },
  });
  const sum = (dimension: string, value: string) =>
    filtered.filter((row) => row.dimension === dimension && row.value === value).reduce((n, row) => n + row.count, 0);
  return {
    events: await db.scanEvent.count({ where: { qrCodeId, eventType: "click" } }),
    impressions: await db.scanEvent.count({ where: { qrCodeId, eventType: "impression" } }),
    scanCount: (await db.qrCode.findUniqueOrThrow({ where: { id: qrCodeId }, select: { scanCount: true } })).scanCount,
    outbox: (await outboxRows(database.current(), accountId)).length,
    repeat: sum(ROLLUP.filtered, "repeat"),
    bot: sum(ROLLUP.filtered, "bot"),
    impressionRepeat: sum(ROLLUP.filteredImpression, "repeat"),
  };
}

/** `n` requests at once, one visitor (the socket's IP and one agent); their statuses. */
async function burst(path: string, n: number, agent = DESKTOP): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: n }, () => hit(server.origin, path, { headers: { "user-agent": agent } })),
  );
  return answers.map((answer) => answer.status);
}

describe("repeat scans beyond the limit", () => {
  it("documents a limit and a window (the defaults this suite runs with)", () => {
    expect(LIMIT).toBeGreaterThan(0);
    expect(WINDOW_MS).toBeGreaterThan(0);
  });

  it("200 rapid requests of one visitor: all redirected, the documented limit counted, the rest filtered and shown in the stats", async () => {
    const code = await owner();
    const statuses = await burst(code.path, 200);
    expect(statuses).toEqual(Array(200).fill(302));
    expect(await counts(code.id, code.accountId)).toEqual({
      events: LIMIT,
      impressions: 0,
      scanCount: LIMIT,
      outbox: LIMIT,
      repeat: 200 - LIMIT,
      bot: 0,
      impressionRepeat: 0,
    });

    const stats = await call(getStatsRoute, `/api/v1/qrcodes/${code.id}/stats`, {
      headers: code.headers,
      params: { id: code.id },
    });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalScans: LIMIT,
      uniqueUsers: 1,
      filtered: { total: 200 - LIMIT, bot: 0, preview: 0, repeat: 200 - LIMIT },
      filteredImpressions: 0,
    });
  });

  it("limits each visitor on each code on its own", async () => {
    const [first, second] = [await owner(), await owner()];
    await Promise.all([burst(first.path, 30, DESKTOP), burst(first.path, 30, IPHONE), burst(second.path, 30, DESKTOP)]);
    expect(await counts(first.id, first.accountId)).toMatchObject({
      events: 2 * LIMIT,
      outbox: 2 * LIMIT,
      repeat: 60 - 2 * LIMIT,
    });
    expect(await counts(second.id, second.accountId)).toMatchObject({
      events: LIMIT,
      outbox: LIMIT,
      repeat: 30 - LIMIT,
    });
  });

  it("slides the window: a place frees up exactly when the scan that took it leaves the window", async () => {
    const code = await owner();
    const half = Math.ceil(LIMIT / 2);
    const start = clock.ms;
    await burst(code.path, half); // at 0: `half` counted
    clock.ms = start + WINDOW_MS / 2;
    await burst(code.path, LIMIT - half + 3); // at ½ window: the rest of the limit counted, 3 filtered
    expect(await counts(code.id, code.accountId)).toMatchObject({ events: LIMIT, repeat: 3 });
    clock.ms = start + WINDOW_MS - 1; // the first scans are still in the window
    await burst(code.path, 1);
    expect(await counts(code.id, code.accountId)).toMatchObject({ events: LIMIT, repeat: 4 });
    clock.ms = start + WINDOW_MS; // they have left it; the later ones have not
    await burst(code.path, half + 2);
    expect(await counts(code.id, code.accountId)).toMatchObject({ events: LIMIT + half, repeat: 6 });
    clock.ms = start + WINDOW_MS + WINDOW_MS / 2; // the ½-window ones have left too; those of a moment ago stay
    await burst(code.path, LIMIT);
    expect(await counts(code.id, code.accountId)).toMatchObject({
      events: 2 * LIMIT,
      outbox: 2 * LIMIT,
      repeat: 6 + half,
    });
  });

  it("counts link previews and mail scanners apart from bots and from scans", async () => {
    const code = await owner();
    const previews = [
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "WhatsApp/2.23.20.0",
      "facebookexternalhit/1.1 Facebot Twitterbot/1.0",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    ];
    for (const agent of previews) expect(await burst(code.path, 1, agent)).toEqual([302]);
    expect(await burst(code.path, 2, GOOGLEBOT)).toEqual([302, 302]);
    await burst(code.path, 1);
    const stats = await call(getStatsRoute, `/api/v1/qrcodes/${code.id}/stats`, {
      headers: code.headers,
      params: { id: code.id },
    });
    expect(stats.body).toMatchObject({ totalScans: 1, filtered: { total: 7, bot: 2, preview: 5, repeat: 0 } });
  });

  it("counts bots as filtered (no event), and limits image views apart from clicks", async () => {
    const code = await owner();
    expect(await burst(code.path, 5, GOOGLEBOT)).toEqual(Array(5).fill(302));
    expect(await burst(`${code.path}/qr.svg`, LIMIT + 4)).toEqual(Array(LIMIT + 4).fill(200));
    await burst(code.path, 1); // the visitor's clicks have their own allowance
    expect(await counts(code.id, code.accountId)).toEqual({
      events: 1,
      impressions: LIMIT,
      scanCount: 1,
      outbox: LIMIT + 1,
      repeat: 0,
      bot: 5,
      impressionRepeat: 4,
    });
    const stats = await call(getStatsRoute, `/api/v1/qrcodes/${code.id}/stats`, {
      headers: code.headers,
      params: { id: code.id },
    });
    expect(stats.body).toMatchObject({
      totalScans: 1,
      impressions: LIMIT,
      filtered: { total: 5, bot: 5, preview: 0, repeat: 0 },
      filteredImpressions: 4,
    });
  });

  it("still redirects a filtered request whose count cannot be committed (a counted one answers 503)", async () => {
    const broken: ScanWriter = {
      record: () => Promise.reject(new Error("database down")),
      recordFiltered: () => Promise.reject(new Error("database down")),
      flush: async () => {},
      close: async () => {},
    };
    const other = await startShortLinkServer(database.current(), {
      writer: broken,
      repeats: configuredRepeatLimiter(clock.now),
    });
    try {
      const code = await owner();
      const answers = [];
      for (let i = 0; i < LIMIT + 2; i++) answers.push((await hit(other.origin, code.path)).status);
      expect(answers).toEqual([...Array(LIMIT).fill(503), 302, 302]);
      expect((await hit(other.origin, code.path, { headers: { "user-agent": GOOGLEBOT } })).status).toBe(302);
    } finally {
      await other.close();
    }
  });

  it("sends webhooks for counted scans only", async () => {
    allowPrivateTargets(true);
    const receiver = await startReceiver();
    const dispatcher = startWebhookDispatcher(database.current(), FAST);
    try {
      const code = await owner(false);
      const created = await createWebhook(code.headers, { url: receiver.url, events: ["scan.created"] });
      expect(created.status).toBe(201);
      await burst(code.path, 3 * LIMIT);
      await burst(code.path, 3, GOOGLEBOT);
      const db = database.current().prisma;
      // Every event of the account fanned out and delivered: nothing more is on its way.
      await eventually(async () => {
        expect(await db.outboxEvent.count({ where: { accountId: code.accountId, dispatchedAt: null } })).toBe(0);
        expect(
          await db.webhookDelivery.count({ where: { accountId: code.accountId, status: { not: "SUCCEEDED" } } }),
        ).toBe(0);
      });
      // Delivery is at least once (a slow answer on a busy machine is sent again): count distinct deliveries.
      const delivered = new Map(
        receiver.received.map((request) => [request.headers["webhook-id"], JSON.parse(request.body)]),
      );
      expect([...delivered.values()].map((event) => event.type)).toEqual(Array(LIMIT).fill("scan.created"));
      expect(new Set([...delivered.values()].map((event) => event.data.scan.id)).size).toBe(LIMIT);
      expect(await counts(code.id, code.accountId)).toMatchObject({
        events: LIMIT,
        outbox: LIMIT,
        repeat: 2 * LIMIT,
        bot: 3,
      });
    } finally {
      await dispatcher.stop();
      await receiver.close();
      allowPrivateTargets(false);
    }
  });
});
