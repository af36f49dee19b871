import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as shortLinkRoute } from "@/app/s/[code]/route";
import { openTestDatabase, useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import {
  BASE,
  DESKTOP,
  hit,
  IPHONE,
  makeCode,
  outboxRows,
  scanRows,
  type ShortLinkServer,
  startShortLinkServer,
} from "./short-link-harness";

const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current());
});
afterAll(() => server.close());

const today = () => new Date().toISOString().slice(0, 10);

/** The code's rollups by day, dimension and value; the hour rows (which hour a burst lands in varies) summed as "hours". */
async function rollups(qrCodeId: string) {
  const rows = await database.current().prisma.scanDailyCount.findMany({ where: { qrCodeId } });
  const hours = rows.filter((row) => row.dimension === "hour");
  return Object.fromEntries([
    ...rows
      .filter((row) => row.dimension !== "hour")
      .map((row) => [`${row.day} ${row.dimension} ${row.value.replaceAll("\u001f", "|")}`, row.count]),
    ...(hours.length ? [["hours", hours.reduce((sum, row) => sum + row.count, 0)]] : []),
  ]);
}

describe("scan recording", () => {
  it("commits every one of 300 concurrent scans before answering: rows, scanCount, rollups and events agree", async () => {
    const code = await makeCode(database.current());
    const agents = [
      IPHONE,
      DESKTOP,
      "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    ];
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": agents[i % 3] } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(300);
    const db = database.current().prisma;
    expect(await db.scanEvent.count({ where: { qrCodeId: code.id } })).toBe(300);
    expect((await db.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } })).scanCount).toBe(
      300,
    );
    expect(await outboxRows(database.current(), code.accountId)).toHaveLength(300);
    const day = today();
    expect(await rollups(code.id)).toEqual({
      [`${day} total `]: 300,
      [`${day} device mobile`]: 100,
      [`${day} device desktop`]: 100,
      [`${day} device tablet`]: 100,
      [`${day} os iOS`]: 200,
      [`${day} os Windows`]: 100,
      [`${day} browser Mobile Safari`]: 200,
      [`${day} browser Chrome`]: 100,
      [`${day} geo Unknown|Unknown|Unknown`]: 300,
      hours: 300,
    });
    // One IP, three agents: three visitors.
    expect(await db.scanVisitorDay.count({ where: { qrCodeId: code.id } })).toBe(3);
  });

  it("keeps counts exact for scans of several codes in the same batches", async () => {
    const codes = await Promise.all([makeCode(database.current()), makeCode(database.current())]);
    await Promise.all(
      Array.from({ length: 90 }, (_, i) => hit(server.origin, `/s/${codes[i % 3 === 0 ? 0 : 1].shortCode}`)),
    );
    const counts = await database
      .current()
      .prisma.qrCode.findMany({ where: { id: { in: codes.map((c) => c.id) } }, select: { id: true, scanCount: true } });
    expect(Object.fromEntries(counts.map((c) => [c.id, c.scanCount]))).toEqual({
      [codes[0].id]: 30,
      [codes[1].id]: 60,
    });
    expect((await rollups(codes[1].id))[`${today()} total `]).toBe(60);
  });

  it("takes the client and its place from a trusted proxy's headers only when TRUST_PROXY is on", async () => {
    const trusted = await startShortLinkServer(database.current(), { trustProxy: true });
    try {
      const code = await makeCode(database.current());
      const path = `/s/${code.shortCode}`;
      await hit(trusted.origin, path, { headers: { "x-forwarded-for": "81.2.69.142, 10.0.0.1" } });
      await hit(trusted.origin, path, {
        headers: {
          "x-forwarded-for": "81.2.69.142",
          "x-vercel-ip-country": "DE",
          "x-vercel-ip-country-region": "BE",
          "x-vercel-ip-city": "Berlin%20Mitte",
        },
      });
      await hit(trusted.origin, path, { headers: { "x-forwarded-for": "203.0.113.9", "cf-ipcountry": "XX" } });
      // Not behind a proxy: the same headers are anyone's to send, so they are ignored.
      await hit(server.origin, path, { headers: { "x-forwarded-for": "81.2.69.142", "cf-ipcountry": "FR" } });
      const rows = await scanRows(database.current(), code.id);
      expect(rows.map((row) => [row.country, row.region, row.city])).toEqual([
        ["GB", "England", "Bracknell"],
        ["DE", "BE", "Berlin Mitte"],
        ["Unknown", "Unknown", "Unknown"],
        ["Unknown", "Unknown", "Unknown"],
      ]);
      // Same forwarded IP and agent: the same visitor; the socket's 127.0.0.1 is another one.
      expect(rows[0].visitorId).toBe(rows[1].visitorId);
      expect(rows[3].visitorId).not.toBe(rows[0].visitorId);
      expect(JSON.stringify(rows)).not.toMatch(/81\.2\.69\.142|203\.0\.113\.9/);
      const geo = (await rollups(code.id))[`${today()} geo GB|England|Bracknell`];
      expect(geo).toBe(1);
    } finally {
      await trusted.close();
    }
  });

  it("answers 503, not a 302, when the scan cannot be committed", async () => {
    // A writer on another (empty) database: the code's row is not there, the commit fails for real.
    const other = await openTestDatabase();
    const { createScanWriter } = await import("@/lib/scans/scan-writer");
    const broken = await startShortLinkServer(database.current(), { writer: createScanWriter(other.sql) });
    try {
      const code = await makeCode(database.current());
      const answer = await hit(broken.origin, `/s/${code.shortCode}`, { headers: { "user-agent": IPHONE } });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("location")).toBeNull();
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      // Bots are only counted as filtered: that count failing never holds up their redirect.
      expect((await hit(broken.origin, `/s/${code.shortCode}`, { headers: { "user-agent": "curl/8" } })).status).toBe(
        302,
      );
      expect(await scanRows(database.current(), code.id)).toHaveLength(0);
    } finally {
      await broken.close();
      await other.close();
    }
  });

  it("serves the same logic through the Next route (next dev), on the process's database and writer", async () => {
    const code = await makeCode(database.current());
    const answer = await call(shortLinkRoute, `/s/${code.shortCode}`, { headers: { "user-agent": IPHONE } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(code.targetUrl);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await call(shortLinkRoute, "/s/Zz9Zz9Q")).status).toBe(404);
    const rows = await scanRows(database.current(), code.id);
    expect(rows.map((row) => row.device)).toEqual(["mobile"]);
    const [event] = await outboxRows(database.current(), code.accountId);
    expect((event.payload as { qrCode: { shortLink: string } }).qrCode.shortLink).toBe(`${BASE}/${code.shortCode}`);
  });
});
