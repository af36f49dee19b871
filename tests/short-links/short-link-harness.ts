import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@/lib/db/client";
import type { OutageMonitor } from "@/lib/outage/outage-monitor";
import { QrStyle } from "@/lib/render/style-schema";
import { type RepeatLimiter, UNLIMITED } from "@/lib/scans/repeat-limiter";
import { createScanWriter, type ScanWriter } from "@/lib/scans/scan-writer";
import type { ShortLinkDeps } from "@/lib/short-links/answer-short-link";
import type { DomainDirectory } from "@/lib/domains/domain-directory";
import { brandedShortLinks } from "@/lib/short-links/branded-short-links";
import { nodeShortLinks } from "@/lib/short-links/node-short-links";
import { forgetCachedCode, setProcessShortLinkCache } from "@/lib/short-links/forget-cached-code";
import { cachedFinderFor, finderFor } from "@/lib/short-links/short-link-deps";
import { workspaceSlug } from "@/lib/workspaces/workspace-slug";

export const BASE = "http://localhost:3000/s";
export const VISITOR_SECRET = "test-visitor-secret-0123456789abcdefghijkl";
export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

export interface ShortLinkServer {
  origin: string;
  server: Server;
  writer: ScanWriter;
  close(): Promise<void>;
  /** server.ts's SIGTERM sequence: stop accepting, close connections as their answers finish, then flush the writer. */
  drain(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that answers only short links, as server.ts does ahead of Next.
 * Without `repeats` every scan counts: most tests send many scans from one visitor on purpose.
 * Like the server, it keeps codes in the short-link cache fed by the database's notifications
 * (`cache: false` reads every scan's code); it becomes the cache `forgetCachedCode` clears.
 */
export async function startShortLinkServer(
  database: Database,
  options: {
    trustProxy?: boolean;
    writer?: ScanWriter;
    repeats?: RepeatLimiter;
    cache?: boolean;
    /** Routes served domains' hosts first, as server.ts does. */
    domains?: DomainDirectory;
    /** The database's outage state (lib/outage), as the server's deps carry it. */
    outage?: OutageMonitor;
  } = {},
): Promise<ShortLinkServer> {
  const writer = options.writer ?? createScanWriter(database.sql);
  const cached = options.cache === false ? null : await cachedFinderFor(database, 8 * 2 ** 20, options.outage);
  if (cached) setProcessShortLinkCache(cached.cache);
  const deps: ShortLinkDeps = {
    find: cached ? cached.cache.find : finderFor(database),
    sql: database.sql,
    writer,
    repeats: options.repeats ?? UNLIMITED,
    visitorHashSecret: VISITOR_SECRET,
    trustProxy: options.trustProxy ?? false,
    shortLinkBase: BASE,
    outage: options.outage,
  };
  const shortLinks = nodeShortLinks({ base: BASE, deps: async () => deps });
  const branded = options.domains ? brandedShortLinks(options.domains, { deps: async () => deps }) : undefined;
  let stopping = false;
  const server = createServer((request, response) => {
    if (stopping) response.setHeader("connection", "close");
    const domain = branded?.domainOf(request);
    if (branded && domain) return void branded.handle(request, response, domain);
    if (shortLinks.matches(request)) return void shortLinks.handle(request, response);
    response.writeHead(418).end("not a short link");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    writer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => void Promise.all([writer.close(), cached?.stop()]).then(() => resolve()));
      }),
    drain: () =>
      new Promise((resolve) => {
        stopping = true;
        server.close(() => void Promise.all([writer.close(), cached?.stop()]).then(() => resolve()));
        server.closeIdleConnections();
      }),
  };
}

export const randomShortCode = () =>
  randomBytes(12)
    .toString("base64")
    .replace(/[^0-9A-Za-z]/g, "")
    .slice(0, 7)
    .padEnd(7, "x");

/**
 * A saved dynamic code with a short link, written directly (the codes API is tested elsewhere).
 * Its account has an active webhook taking scan.created (on an address nothing answers), so each
 * counted scan writes its outbox event; `subscribed: false` leaves the account without one.
 */
export async function makeCode(
  database: Database,
  fields: { targetUrl?: string; status?: "READY" | "EXPIRED" | "DELETED"; name?: string; subscribed?: boolean } = {},
) {
  const account = await database.prisma.account.create({
    data: { name: "Scans", slug: workspaceSlug("Scans") },
    select: { id: true },
  });
  if (fields.subscribed !== false) await subscribe(database, account.id);
  const shortCode = randomShortCode();
  const targetUrl = fields.targetUrl ?? `https://example.com/landing/${shortCode}?utm_source=qr`;
  const code = await database.prisma.qrCode.create({
    data: {
      accountId: account.id,
      name: fields.name ?? "Flyer",
      status: fields.status ?? "READY",
      content: targetUrl,
      targetUrl,
      shortCode,
      templateUsed: "minimal",
      matchedKeywords: [],
      styles: QrStyle.parse({}),
    },
    select: { id: true, accountId: true, shortCode: true, targetUrl: true },
  });
  return { ...code, shortCode };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** One request, redirects not followed; a browser's user agent unless told otherwise. */
export async function hit(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? "GET",
    redirect: "manual",
    headers: { "user-agent": DESKTOP, ...init.headers },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export async function scanRows(database: Database, qrCodeId: string) {
  return database.prisma.scanEvent.findMany({ where: { qrCodeId }, orderBy: { createdAt: "asc" } });
}

export async function outboxRows(database: Database, accountId: string) {
  return database.prisma.outboxEvent.findMany({ where: { accountId, type: "scan.created" } });
}

/** A webhook row of the account taking `events` (nothing is sent: no dispatcher runs in these tests). */
export async function subscribe(
  database: Database,
  accountId: string,
  events = ["scan.created"],
  status: "ACTIVE" | "DISABLED" = "ACTIVE",
) {
  await database.prisma.webhook.create({
    data: { accountId, url: "https://hooks.example.invalid/scans", events, secretCipher: "unused", status },
    select: { id: true },
  });
}

/** Changes a code with a plain update, then tells this process's cache, as the app's write paths do. */
export async function changeCode(
  database: Database,
  id: string,
  data: Parameters<Database["prisma"]["qrCode"]["update"]>[0]["data"],
) {
  await database.prisma.qrCode.update({ where: { id }, data, select: { id: true } });
  forgetCachedCode(id);
}
