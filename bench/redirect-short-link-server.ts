import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { PORTS } from "./cannon";
import { sendToParent, type ToChild, type Variant } from "./redirect-protocol";
import { smartFields } from "./smart-fields";

/** Our short-link handler (the one server.ts runs ahead of Next) on one code, counting its answers. */
export async function serveShortLinks(
  databaseUrl: string | undefined,
  { limited = false, smart = false, webhook = false, live = false }: Variant,
): Promise<void> {
  const { openDatabase } = await import("../lib/db/client");
  const { scanWriterFor } = await import("../lib/scans/scan-writer-instance");
  const { nodeShortLinks } = await import("../lib/short-links/node-short-links");
  const { cachedFinderFor, configuredRepeatLimiter } = await import("../lib/short-links/short-link-deps");
  const { UNLIMITED } = await import("../lib/scans/repeat-limiter");
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-bench-"));
  const database = await openDatabase({ databaseUrl, dataDir });
  const { workspaceSlug } = await import("../lib/workspaces/workspace-slug");
  const account = await database.prisma.account.create({
    data: { name: "bench", slug: workspaceSlug("bench") },
    select: { id: true },
  });
  const shortCode = "bench01";
  if (webhook) {
    await database.prisma.webhook.create({
      data: {
        accountId: account.id,
        url: "https://hooks.example.invalid/bench",
        events: ["scan.created"],
        secretCipher: "unused",
      },
      select: { id: true },
    });
  }
  let liveNotices = 0;
  if (live) {
    const { createScanHub } = await import("../lib/live-scans/scan-hub");
    await database.prisma.scanStream.create({
      data: { accountId: account.id, expiresAt: new Date(Date.now() + 3_600_000) },
      select: { id: true },
    });
    const hub = createScanHub(database);
    await hub.subscribe({ accountId: account.id, notice: () => void liveNotices++, gap: () => {} });
  }
  const code = await database.prisma.qrCode.create({
    data: {
      accountId: account.id,
      name: "Bench",
      content: "https://example.com/landing",
      targetUrl: "https://example.com/landing?utm_source=qr",
      shortCode,
      templateUsed: "minimal",
      matchedKeywords: [],
      styles: {},
      ...(smart ? smartFields() : {}),
    },
    select: { id: true },
  });
  const base = `http://127.0.0.1:${PORTS.shortlink}/s`;
  const writer = scanWriterFor(database);
  const repeats = limited ? configuredRepeatLimiter() : UNLIMITED;
  const deps = {
    find: (await cachedFinderFor(database, 8 * 2 ** 20)).cache.find, // as the server runs it (SHORT_LINK_CACHE_MB=8)
    sql: database.sql,
    writer,
    repeats,
    visitorHashSecret: randomBytes(32).toString("hex"),
    trustProxy: false,
    shortLinkBase: base,
  };
  const shortLinks = nodeShortLinks({ base, deps: async () => deps });
  let answered302 = 0;
  const otherStatuses: Record<string, number> = {};
  const server = createServer((request, response) => {
    void shortLinks.handle(request, response).then(() => {
      if (response.statusCode === 302) answered302++;
      else otherStatuses[response.statusCode] = (otherStatuses[response.statusCode] ?? 0) + 1;
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(PORTS.shortlink, "127.0.0.1", () => sendToParent({ type: "ready", path: `/s/${shortCode}` }));
  process.on("message", async (message: ToChild) => {
    if (message.type === "count") {
      await writer.flush();
      if (live) await new Promise((resolve) => setTimeout(resolve, 500)); // the last batch's notices arrive
      const one = async (sql: string) => Number((await database.sql.query<{ n: unknown }>(sql, [code.id]))[0]?.n ?? 0);
      sendToParent({
        type: "counts",
        answered302,
        otherStatuses,
        ...(live && { liveNotices }),
        scanRows: await one(`SELECT count(*) AS n FROM "ScanEvent" WHERE "qrCodeId" = $1`),
        scanCount: await one(`SELECT "scanCount" AS n FROM "QrCode" WHERE "id" = $1`),
        rollupTotal: await one(
          `SELECT COALESCE(sum("count"), 0) AS n FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND "dimension" = 'total'`,
        ),
        outbox: await one(`SELECT count(*) AS n FROM "OutboxEvent" WHERE "payload"->'qrCode'->>'id' = $1`),
        filtered: await one(
          `SELECT COALESCE(sum("count"), 0) AS n FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND "dimension" = 'filtered'`,
        ),
      });
    } else {
      server.closeAllConnections();
      server.close();
      await writer.close();
      await database.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}
