import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { decodeImage } from "../render/decode-image";
import { BASE, DESKTOP, makeCode, scanRows, type ShortLinkServer, startShortLinkServer } from "./short-link-harness";

const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current());
});
afterAll(() => server.close());

async function get(path: string, init: { method?: string; agent?: string } = {}) {
  const response = await fetch(`${server.origin}${path}`, {
    method: init.method ?? "GET",
    headers: { "user-agent": init.agent ?? DESKTOP },
  });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function counters(code: { id: string; accountId: string }) {
  const db = database.current().prisma;
  const rollups = await db.scanDailyCount.findMany({
    where: { qrCodeId: code.id },
    select: { dimension: true, count: true },
  });
  return {
    scanCount: (await db.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } })).scanCount,
    rollups: Object.fromEntries(rollups.map((row) => [row.dimension, row.count])),
    outbox: await db.outboxEvent.count({ where: { accountId: code.accountId } }),
  };
}

describe("public image of a short link", () => {
  it("serves the PNG that encodes the short link, never cached, and records an impression (not a click)", async () => {
    const code = await makeCode(database.current());
    const answer = await get(`/s/${code.shortCode}/qr.png`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(Number(answer.headers.get("content-length"))).toBe(answer.body.byteLength);
    expect((await decodeImage(answer.body)).text).toBe(`${BASE}/${code.shortCode}`);
    const rows = await scanRows(database.current(), code.id);
    expect(rows.map((row) => [row.eventType, row.device])).toEqual([["impression", "desktop"]]);
    expect(await counters(code)).toEqual({ scanCount: 0, rollups: { impression: 1, hour: 1 }, outbox: 1 });
  });

  it("serves SVG, and the size asked for within the anonymous cap", async () => {
    const code = await makeCode(database.current());
    const svg = await get(`/s/${code.shortCode}/qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.body.toString("utf8")).toMatch(/<svg[\s>]/);
    const small = await get(`/s/${code.shortCode}/qr.png?size=128`);
    expect((await sharp(small.body).metadata()).width).toBe(128);
    for (const size of ["5000", "63", "abc", "1e3", ""]) {
      expect((await get(`/s/${code.shortCode}/qr.png?size=${size}`)).status, size).toBe(400);
    }
    expect((await scanRows(database.current(), code.id)).map((row) => row.eventType)).toEqual([
      "impression",
      "impression",
    ]);
  });

  it("serves an expired code's image without counting it; a deleted or unknown code's is a 404", async () => {
    const expired = await makeCode(database.current(), { status: "EXPIRED" });
    expect((await get(`/s/${expired.shortCode}/qr.png`)).status).toBe(200);
    expect(await scanRows(database.current(), expired.id)).toHaveLength(0);
    const deleted = await makeCode(database.current(), { status: "DELETED" });
    expect((await get(`/s/${deleted.shortCode}/qr.png`)).status).toBe(404);
    expect((await get("/s/Zz9Zz9Q/qr.svg")).status).toBe(404);
  });

  it("answers HEAD without a body and bots with the image, recording neither", async () => {
    const code = await makeCode(database.current());
    const head = await get(`/s/${code.shortCode}/qr.png`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(head.body.byteLength).toBe(0);
    const bot = await get(`/s/${code.shortCode}/qr.png`, {
      agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(bot.status).toBe(200);
    expect(await scanRows(database.current(), code.id)).toHaveLength(0);
  });
});
