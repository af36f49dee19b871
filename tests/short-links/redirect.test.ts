import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import {
  changeCode,
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

describe("short link redirect", () => {
  it("answers 302 to exactly the stored target, never cached, and records the click", async () => {
    const targetUrl = "https://shop.example.org/a/b?x=1&y=%20two&z=%E2%9C%93#part";
    const code = await makeCode(database.current(), { targetUrl });
    const answer = await hit(server.origin, `/s/${code.shortCode}?utm=ignored`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(targetUrl);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toBe("");
    const rows = await scanRows(database.current(), code.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].eventType).toBe("click");
  });

  it("answers an expired code with a 410 page saying so, and records nothing", async () => {
    const code = await makeCode(database.current(), { status: "EXPIRED", name: "Secret campaign" });
    const answer = await hit(server.origin, `/s/${code.shortCode}`);
    expect(answer.status).toBe(410);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toMatch(/expired/i);
    expect(answer.body).not.toContain("Secret campaign");
    expect(answer.body).not.toContain(code.targetUrl);
    expect(await scanRows(database.current(), code.id)).toHaveLength(0);
  });

  it("answers deleted and unknown codes with the same 404 page, and records nothing", async () => {
    const deleted = await makeCode(database.current(), { status: "DELETED" });
    const gone = await hit(server.origin, `/s/${deleted.shortCode}`);
    const unknown = await hit(server.origin, "/s/Zz9Zz9Q");
    expect(gone.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(gone.body).toBe(unknown.body);
    expect(gone.body).toMatch(/does not exist/);
    expect(gone.body).not.toContain(deleted.targetUrl);
    expect(await scanRows(database.current(), deleted.id)).toHaveLength(0);
  });

  it.each([
    ["too long", "/s/abcdefghijklmnopq"],
    ["not base62", "/s/abc-def"],
    ["percent-encoded", "/s/%41bc"],
    ["empty", "/s/"],
    ["the bare prefix", "/s"],
    ["a trailing path", "/s/abc/def"],
    ["an unknown file", "/s/abc/qr.gif"],
    ["SQL in the code", "/s/a'%20OR%20'1'='1"],
  ])("answers 404 for a malformed code (%s)", async (_label, path) => {
    const answer = await hit(server.origin, path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("location")).toBeNull();
  });

  it("does not match a valid code by a prefix, a suffix or another case", async () => {
    const code = await makeCode(database.current());
    for (const variant of [code.shortCode.slice(0, 6), `${code.shortCode}x`, swapCase(code.shortCode)]) {
      expect((await hit(server.origin, `/s/${variant}`)).status).toBe(404);
    }
  });

  it("answers HEAD with the same status and headers, no body, and records nothing", async () => {
    const ready = await makeCode(database.current());
    const expired = await makeCode(database.current(), { status: "EXPIRED" });
    const head = await hit(server.origin, `/s/${ready.shortCode}`, { method: "HEAD" });
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toBe(ready.targetUrl);
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect(head.body).toBe("");
    expect((await hit(server.origin, `/s/${expired.shortCode}`, { method: "HEAD" })).status).toBe(410);
    expect((await hit(server.origin, "/s/Zz9Zz9Q", { method: "HEAD" })).status).toBe(404);
    expect(await scanRows(database.current(), ready.id)).toHaveLength(0);
  });

  it("sends a changed target on the very next scan", async () => {
    const code = await makeCode(database.current());
    expect((await hit(server.origin, `/s/${code.shortCode}`)).headers.get("location")).toBe(code.targetUrl);
    const next = "https://example.net/new-target";
    await changeCode(database.current(), code.id, { targetUrl: next });
    expect((await hit(server.origin, `/s/${code.shortCode}`)).headers.get("location")).toBe(next);
    await changeCode(database.current(), code.id, { status: "EXPIRED" });
    expect((await hit(server.origin, `/s/${code.shortCode}`)).status).toBe(410);
    await changeCode(database.current(), code.id, { status: "READY" });
    expect((await hit(server.origin, `/s/${code.shortCode}`)).status).toBe(302);
    expect(await scanRows(database.current(), code.id)).toHaveLength(3);
  });

  it("never redirects to a stored target that is not http(s)", async () => {
    for (const targetUrl of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "//evil.example/x",
      "https://ok.example/\r\nSet-Cookie: a=b",
    ]) {
      const code = await makeCode(database.current(), { targetUrl });
      const answer = await hit(server.origin, `/s/${code.shortCode}`);
      expect(answer.status, targetUrl).toBe(404);
      expect(answer.headers.get("location")).toBeNull();
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers bots and link previewers with the redirect but records nothing and writes no event", async () => {
    const code = await makeCode(database.current());
    const bots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
    ];
    for (const agent of bots) {
      const answer = await hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": agent } });
      expect(answer.status, agent).toBe(302);
      expect(answer.headers.get("location")).toBe(code.targetUrl);
    }
    expect(await scanRows(database.current(), code.id)).toHaveLength(0);
    expect(await outboxRows(database.current(), code.accountId)).toHaveLength(0);
    const row = await database
      .current()
      .prisma.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } });
    expect(row.scanCount).toBe(0);
  });

  it("records a phone as mobile with its OS and browser, a PC as desktop, and writes scan.created", async () => {
    const code = await makeCode(database.current(), { name: "Menu" });
    await hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": IPHONE } });
    await hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": DESKTOP } });
    const rows = await scanRows(database.current(), code.id);
    expect(rows.map(({ device, os, browser }) => ({ device, os, browser }))).toEqual([
      { device: "mobile", os: "iOS", browser: "Mobile Safari" },
      { device: "desktop", os: "Windows", browser: "Chrome" },
    ]);
    expect(rows.map((row) => [row.country, row.region, row.city])).toEqual([
      ["Unknown", "Unknown", "Unknown"],
      ["Unknown", "Unknown", "Unknown"],
    ]);
    const events = await outboxRows(database.current(), code.accountId);
    const payloads = events
      .map((event) => event.payload as { scan: { id: string } })
      .sort((a, b) => (a.scan.id < b.scan.id ? -1 : 1));
    const expected = rows
      .map((row) => ({
        scan: {
          id: row.id,
          eventType: "click",
          device: row.device,
          os: row.os,
          browser: row.browser,
          country: "Unknown",
          region: "Unknown",
          city: "Unknown",
          timestamp: row.createdAt.toISOString(),
        },
        qrCode: { id: code.id, name: "Menu", shortLink: `http://localhost:3000/s/${code.shortCode}` },
      }))
      .sort((a, b) => (a.scan.id < b.scan.id ? -1 : 1));
    expect(payloads).toEqual(expected);
  });

  it("stores a visitor id that is not the IP, stable for one IP and agent, different for another agent", async () => {
    const code = await makeCode(database.current());
    await hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": IPHONE } });
    await hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": IPHONE } });
    await hit(server.origin, `/s/${code.shortCode}`, { headers: { "user-agent": DESKTOP } });
    const [first, second, third] = await scanRows(database.current(), code.id);
    expect(first.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.visitorId).toBe(second.visitorId);
    expect(third.visitorId).not.toBe(first.visitorId);
    const stored = JSON.stringify(await database.current().prisma.scanEvent.findMany({ where: { qrCodeId: code.id } }));
    expect(stored).not.toContain("127.0.0.1");
    const days = await database.current().prisma.scanVisitorDay.findMany({ where: { qrCodeId: code.id } });
    expect(days).toHaveLength(2);
  });
});

function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");
}
