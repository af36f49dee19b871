import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { shareBadgeSvg } from "@/lib/shares/share-badge";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { seedCode, seedScans } from "../stats/seed-scans";
import { team } from "../workspaces/workspace-calls";
import { badge, type Headers, pageHtml, pageImage, share, unshare } from "./share-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function owner(): Promise<{ headers: Headers; accountId: string }> {
  const user = await makeUser({ label: "share" });
  return { headers: bearer(await makeKey(user)), accountId: user.accountId };
}

describe("POST /api/v1/qrcodes/{id}/share", () => {
  it("answers 201 with the page's URL and a 192-bit token, and stores only the token's hash", async () => {
    const { headers, accountId } = await owner();
    const codeId = await seedCode(accountId, "Spring menu");
    const created = await share(headers, codeId);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      url: expect.stringMatching(/^https?:\/\/[^/]+\/p\/[A-Za-z0-9_-]{32}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      showTarget: false,
      createdAt: expect.any(String),
      expiresAt: null,
    });
    expect(created.body.url.endsWith(`/p/${created.body.token}`)).toBe(true);
    expect(Buffer.from(created.body.token, "base64url")).toHaveLength(24);

    const rows = await (await db()).shareLink.findMany({ where: { qrCodeId: codeId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.body.token);
    expect(await pageHtml(created.body.token)).toContain("Spring menu");
  });

  it("gives a fresh token each time and revokes the code's earlier link", async () => {
    const { headers, accountId } = await owner();
    const codeId = await seedCode(accountId, "Rotated");
    const first = await share(headers, codeId);
    const second = await share(headers, codeId, { showTarget: true });
    expect(second.status).toBe(201);
    expect(second.body.token).not.toBe(first.body.token);
    expect(await pageHtml(first.body.token)).toBe("404");
    expect((await badge(first.body.token)).status).toBe(404);
    expect(await pageHtml(second.body.token)).toContain("Rotated");
  });

  it("expires after expiresInDays: the page and the badge answer 404", async () => {
    const { headers, accountId } = await owner();
    const codeId = await seedCode(accountId, "Short-lived");
    const created = await share(headers, codeId, { expiresInDays: 7 });
    expect(created.status).toBe(201);
    const expiresAt = Date.parse(created.body.expiresAt);
    expect(Math.abs(expiresAt - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect(await pageHtml(created.body.token)).toContain("Short-lived");

    await (await db()).shareLink.updateMany({
      where: { qrCodeId: codeId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await pageHtml(created.body.token)).toBe("404");
    expect((await badge(created.body.token)).status).toBe(404);
    expect((await pageImage(created.body.token)).status).toBe(404);
  });

  it("refuses a bad body, a static code, another workspace's code and a deleted code", async () => {
    const { headers, accountId } = await owner();
    const codeId = await seedCode(accountId);
    for (const body of [{ expiresInDays: 0 }, { expiresInDays: 1.5 }, { expiresInDays: 4000 }, { other: true }]) {
      expect((await share(headers, codeId, body)).status, JSON.stringify(body)).toBe(400);
    }
    await (await db()).qrCode.update({ where: { id: codeId }, data: { mode: "STATIC" }, select: { id: true } });
    expect((await share(headers, codeId)).status).toBe(400);

    const other = await owner();
    const theirs = await seedCode(other.accountId, "Not yours");
    const refused = await share(headers, theirs);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe("NOT_FOUND");
    expect((await unshare(headers, theirs)).status).toBe(404);
    expect(await (await db()).shareLink.count({ where: { qrCodeId: theirs } })).toBe(0);

    const live = await share(other.headers, theirs);
    await (await db()).qrCode.update({ where: { id: theirs }, data: { status: "DELETED" }, select: { id: true } });
    expect(await pageHtml(live.body.token)).toBe("404");
  });

  it("needs EDITOR: a VIEWER is refused, an EDITOR shares and revokes; the audit log records both", async () => {
    const { workspaceId, viewer, editor } = await team();
    const codeId = await seedCode(workspaceId, "Team code");
    const inTeam = (headers: Headers) => ({ ...headers, "x-codebeam-workspace": workspaceId });
    const refused = await share(inTeam(viewer.headers), codeId);
    expect(refused.status).toBe(403);
    expect((await unshare(inTeam(viewer.headers), codeId)).status).toBe(403);
    const created = await share(inTeam(editor.headers), codeId);
    expect(created.status).toBe(201);
    expect((await unshare(inTeam(editor.headers), codeId)).body).toEqual({ revoked: true });
    const actions = await (await db()).auditEvent.findMany({
      where: { accountId: workspaceId, targetId: codeId },
      select: { action: true },
      orderBy: { at: "asc" },
    });
    expect(actions.map((row) => row.action)).toEqual(["qrcode.shared", "qrcode.unshared"]);
  });
});

describe("DELETE /api/v1/qrcodes/{id}/share", () => {
  it("revokes at once: the page, its image and the badge answer 404; revoking twice is harmless", async () => {
    const { headers, accountId } = await owner();
    const codeId = await seedCode(accountId, "Revoked");
    const { token } = (await share(headers, codeId)).body;
    expect((await badge(token)).status).toBe(200);
    expect((await pageImage(token)).status).toBe(200);

    const revoked = await unshare(headers, codeId);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: true });
    expect(await pageHtml(token)).toBe("404");
    expect((await badge(token)).status).toBe(404);
    expect((await pageImage(token)).status).toBe(404);
    expect((await unshare(headers, codeId)).body).toEqual({ revoked: false });
  });
});

describe("the shared page /p/<token>", () => {
  const VISITORS = ["visitor-4f1d2c3b9a8e7d6c", "visitor-0a1b2c3d4e5f6a7b"];
  const CLIENT_IP = "203.0.113.77";

  async function sharedCode(body: unknown = {}) {
    const { headers, accountId } = await owner();
    const codeId = await seedCode(accountId, "Conference badge");
    await seedScans(codeId, [
      { at: daysAgo(1), visitorId: VISITORS[0], country: "DE", region: "Bavaria", city: "Munich", browser: "Firefox" },
      { at: daysAgo(2), visitorId: VISITORS[0], country: "DE", region: "Bavaria", city: "Munich", browser: "Firefox" },
      {
        at: daysAgo(20),
        visitorId: VISITORS[1],
        country: "FR",
        region: "Occitanie",
        city: "Toulouse",
        device: "desktop",
      },
      { at: daysAgo(1), eventType: "impression", visitorId: VISITORS[1] },
    ]);
    const created = await share(headers, codeId, body, CLIENT_IP);
    expect(created.status).toBe(201);
    const scanIds = (await (await db()).scanEvent.findMany({ where: { qrCodeId: codeId }, select: { id: true } })).map(
      (row) => row.id,
    );
    return { codeId, token: created.body.token as string, scanIds };
  }

  it("shows the name, image, totals, unique visitors, daily chart, devices, browsers, countries and the presets", async () => {
    const { token } = await sharedCode();
    const html = await pageHtml(token);
    expect(html).toContain("Conference badge");
    expect(html).toContain(`src="/p/${token}/qr.png"`);
    expect(html).toMatch(/data-testid="total-scans">3</);
    expect(html).toMatch(/data-testid="unique-users">2</);
    expect(html).toContain('data-testid="daily-scans-chart"');
    expect(html).toContain('aria-label="Devices"');
    expect(html).toContain('aria-label="Browsers"');
    expect(html).toContain("Germany");
    for (const preset of ["Today", "7 days", "30 days", "90 days", "12 months", "All time"])
      expect(html).toContain(preset);
    expect(html).toMatch(/aria-current="page"[^>]*>30 days</);
    // The image is the code's own, drawn for the page.
    const image = await pageImage(token);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("a preset narrows the range: 7 days leaves out the scan of 20 days ago", async () => {
    const { token } = await sharedCode();
    const html = await pageHtml(token, "7d");
    expect(html).toMatch(/data-testid="total-scans">2</);
    expect(html).toMatch(/aria-current="page"[^>]*>7 days</);
    expect(html).toContain("France: 0 scans");
    expect(await pageHtml(token, "nonsense")).toMatch(/data-testid="total-scans">3</);
  });

  // This test fails if the page ever shows the target, the scan list, an IP, a visitor id or a way into the dashboard.
  it("never shows the target URL (without showTarget), the scan list, IPs, visitor ids, places or dashboard links", async () => {
    const { codeId, token, scanIds } = await sharedCode();
    const html = await pageHtml(token);
    expect(html).toContain("Conference badge");
    expect(html).not.toContain("example.com/landing"); // seedCode's target
    expect(html).not.toContain("Opens");
    for (const visitor of VISITORS) expect(html).not.toContain(visitor);
    for (const id of scanIds) expect(html).not.toContain(id);
    expect(html).not.toMatch(/\b\d{1,3}(?:\.\d{1,3}){3}\b/); // no IPv4 address at all
    expect(html).not.toContain(CLIENT_IP);
    expect(html).not.toContain(codeId);
    expect(html).not.toContain("/dashboard");
    expect(html).not.toContain("/api/");
    expect(html).not.toMatch(/<table/); // the scan list and places are tables
    for (const place of ["Munich", "Bavaria", "Toulouse", "Occitanie"]) expect(html).not.toContain(place);
    expect(html).not.toMatch(/\bevents? in this range\b/i);
  });

  it("shows the target URL only when the share was made with showTarget", async () => {
    const { token } = await sharedCode({ showTarget: true });
    const html = await pageHtml(token);
    expect(html).toContain("https://example.com/landing");
    for (const visitor of VISITORS) expect(html).not.toContain(visitor);
  });

  it("a token shows its own code only: another code's token never shows this code", async () => {
    const { headers, accountId } = await owner();
    const [mine, other] = [await seedCode(accountId, "Alpha poster"), await seedCode(accountId, "Beta flyer")];
    await seedScans(
      mine,
      Array.from({ length: 5 }, () => ({ at: daysAgo(1) })),
    );
    await seedScans(other, [{ at: daysAgo(1) }]);
    const [alpha, beta] = [(await share(headers, mine)).body.token, (await share(headers, other)).body.token];
    const betaHtml = await pageHtml(beta);
    expect(betaHtml).toContain("Beta flyer");
    expect(betaHtml).not.toContain("Alpha poster");
    expect(betaHtml).toMatch(/data-testid="total-scans">1</);
    expect(betaHtml).not.toContain(alpha);
    expect(await pageHtml(alpha)).toMatch(/data-testid="total-scans">5</);
    expect((await badge(beta)).body).toContain("1 scan<");
  });

  it("answers 404 for an unknown or malformed token", async () => {
    for (const token of ["x".repeat(32), "short", "../../etc/passwd", `${"a".repeat(31)}!`]) {
      expect(await pageHtml(token)).toBe("404");
      expect((await badge(token)).status).toBe(404);
    }
  });
});

describe("GET /p/<token>/badge.svg", () => {
  it("is an SVG of the code's scans, cached 60 s and not indexed", async () => {
    const { headers, accountId } = await owner();
    const codeId = await seedCode(accountId);
    await seedScans(
      codeId,
      Array.from({ length: 3 }, () => ({ at: daysAgo(1) })),
    );
    const { token } = (await share(headers, codeId)).body;
    const answer = await badge(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(answer.headers.get("x-robots-tag")).toContain("noindex");
    expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(answer.body).toContain(">3 scans<");
  });

  it("groups thousands and escapes its text", () => {
    expect(shareBadgeSvg(1234)).toContain(">1,234 scans<");
    expect(shareBadgeSvg(1)).toContain(">1 scan<");
    const svg = shareBadgeSvg(0, `<script>"&'`);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;&quot;&amp;&apos;");
  });
});
