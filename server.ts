// The production server: Next.js behind a plain Node HTTP server, so that the database is opened
// (and migrated, and locked) once at start, the client IP comes from the socket rather than from a
// header anyone can send, and SIGTERM drains requests before the database closes.
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import next from "next";
import { CLIENT_IP_HEADER } from "./lib/api/client-ip";
import { ConfigError, getConfig } from "./lib/config/env";
import { listeningUrl } from "./lib/config/listening-url";
import { loadEnvFile } from "./lib/config/load-env-file";
import { getSecrets } from "./lib/config/secrets";
import { getDatabase } from "./lib/db/client";
import { appUrlNotice } from "./lib/server/app-url-notice";
import { answerClientError, answerMalformedPath } from "./lib/server/malformed-requests";
import { answerConnect, answerUnknownMethod, answerUnsupportedMethod } from "./lib/server/unsupported-methods";
import { runClusterPrimary } from "./lib/server/cluster-primary";
import { processTrimmer } from "./lib/server/trim-native-memory";
import { installMemoryReport } from "./lib/server/memory-report";
import { DatabaseBusyError } from "./lib/db/embedded-lock";
import { capRequestBody, FORM_BODY_LIMIT, isApiV1 } from "./lib/server/cap-request-body";
import { startScanMaintenance } from "./lib/scans/scan-partitions";
import { startAuditRetention } from "./lib/audit/purge-old-audit-events";
import { startVisitorSketcher } from "./lib/stats/sketch-settled-periods";
import { closeScanWriter, getScanWriter } from "./lib/scans/scan-writer-instance";
import { nodeShortLinks } from "./lib/short-links/node-short-links";
import { brandedShortLinks } from "./lib/short-links/branded-short-links";
import { processDomainDirectory } from "./lib/domains/process-domain-directory";
import { startWebhookDispatcher } from "./lib/webhooks/dispatcher-instance";
import { startAiWorker } from "./lib/ai/ai-worker";
import { startDestinationChecker } from "./lib/destinations/destination-checker";
import { startDomainChecker } from "./lib/domains/domain-checker";
import { startImportWorker } from "./lib/imports/import-worker";
import { closeLiveStreams } from "./lib/live-scans/live-stream-registry";
import { RENDER_WORKER_ENV } from "./lib/render/render-pool";
import { DB_WORKER_ENV } from "./lib/db/embedded";

// The build bundles this file into .next/codebeam-server.mjs (scripts/lib/bundle-server.mjs): the
// app it serves is one directory up from there.
const projectDir =
  path.basename(import.meta.dirname) === ".next" ? path.dirname(import.meta.dirname) : import.meta.dirname;

// The render threads' entry, bundled beside this file by the build: images are drawn off the event loop.
const renderWorker = path.join(import.meta.dirname, "codebeam-render-worker.mjs");
if (fs.existsSync(renderWorker)) process.env[RENDER_WORKER_ENV] ??= renderWorker;
// The embedded database's thread, bundled there too: PGlite's work runs beside the event loop.
const dbWorker = path.join(import.meta.dirname, "codebeam-db-worker.mjs");
if (fs.existsSync(dbWorker)) process.env[DB_WORKER_ENV] ??= dbWorker;

function fail(error: unknown): never {
  const expected = error instanceof ConfigError || error instanceof DatabaseBusyError;
  console.error(expected ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
}

async function main() {
  loadEnvFile();
  installMemoryReport();
  const config = getConfig();
  const { PORT: port, HOST: host } = config;
  getSecrets();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runClusterPrimary(config.WEB_CONCURRENCY);
  process.env.NEXTAUTH_URL ??= config.APP_URL;
  const database = await getDatabase();
  // Several instances on one PostgreSQL may all dispatch: deliveries are claimed with SKIP LOCKED.
  const dispatcher = config.WEBHOOK_DISPATCHER ? startWebhookDispatcher(database) : undefined;
  // Next months' scan partitions made ahead, and retention (shared by instances: idempotent, locked).
  const retention = startScanMaintenance(database.sql, config.SCAN_RETENTION_DAYS);
  const auditRetention = startAuditRetention(database.sql, config.AUDIT_RETENTION_DAYS);
  // Visitor sketches of settled days and months, so statistics reads need not make them (one instance at a time).
  const visitorSketcher = startVisitorSketcher(database);
  // AI generations too (SKIP LOCKED); one interrupted by a stop resumes when its lease expires.
  const aiWorker = config.AI_WORKER ? startAiWorker(database) : undefined;
  // Destination health checks (DESTINATION_CHECK_MINUTES; 0: off), shared by instances (SKIP LOCKED).
  const destinationChecker = startDestinationChecker(database.sql);
  // Branded domains' TXT records, re-checked with backoff (DOMAIN_CHECKER; SKIP LOCKED across instances).
  const domainChecker = startDomainChecker(database.sql);
  // Imports (IMPORT_WORKER), one per workspace at a time, shared by instances; a stop resumes later.
  const importWorker = config.IMPORT_WORKER ? startImportWorker(database) : undefined;
  // Scans journaled during a database outage this process did not live to replay (lib/outage).
  void getScanWriter().then((writer) => writer.drain());

  const app = next({ dev: false, dir: projectDir, hostname: host, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Short links skip Next entirely: one SQL read and a batched scan commit per request.
  const shortLinks = nodeShortLinks();
  // Branded domains' hosts are all short links (lib/domains): routed from memory, before anything else.
  const domains = await processDomainDirectory();
  const branded = brandedShortLinks(domains);
  const trimmer = processTrimmer();

  const server = http.createServer((request, response) => {
    request.headers[CLIENT_IP_HEADER] = request.socket.remoteAddress ?? "unknown";
    // Once stopping, answers close their connection, or busy keep-alive clients would hold the drain open.
    if (stopping) response.setHeader("connection", "close");
    // Before short links and Next: a method neither serves is a 405 with Allow (Next throws on TRACE).
    if (answerUnsupportedMethod(request, response)) return;
    const domain = branded.domainOf(request);
    if (domain) return void branded.handle(request, response, domain);
    if (shortLinks.matches(request)) return void shortLinks.handle(request, response);
    if (answerMalformedPath(request, response)) return;
    // What the request freed goes back to the system once requests pause (short links free little).
    response.once("close", trimmer.workEnded);
    // Next reads any body in full: outside /api/v1 (capped by withApi) nothing needs more than a form.
    if (isApiV1(request.url)) return void handle(request, response);
    void Promise.resolve(capRequestBody(request, response, FORM_BODY_LIMIT)).then(
      (capped) => capped && handle(capped, response),
    );
  });
  server.on(
    "clientError",
    (error: Error & { code?: string }, socket: Duplex) =>
      answerUnknownMethod(error, socket) || answerClientError(error, socket),
  );
  server.on("connect", answerConnect);
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => {
    const where =
      database.kind === "embedded"
        ? `embedded PostgreSQL (PGlite) in ${database.location}`
        : `PostgreSQL at ${database.location}`;
    // With WEB_CONCURRENCY, each worker says it is up once; the first line is the same as alone.
    const worker = cluster.isWorker ? ` [worker ${cluster.worker?.id}, pid ${process.pid}]` : "";
    // An APP_URL elsewhere than the listener is named with the address to use (lib/server/app-url-notice.ts).
    const notice = appUrlNotice(config.APP_URL, host, port);
    const address = notice ? listeningUrl(host, port) : config.APP_URL;
    console.log(`\nCodebeam is running at ${address} (listening on ${host}:${port})${worker}`);
    if (notice && (cluster.isPrimary || cluster.worker?.id === 1)) console.log(notice);
    console.log(`Data: ${where}\n`);
    // Starting (Next's modules, the embedded database's WebAssembly compiled) leaves ~45 MB of freed
    // compiler and loader memory in malloc's arena: handed back a quiet second later.
    trimmer.workEnded();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then closing the database…`);
    server.close(async () => {
      await closeScanWriter(); // requests awaited their commits; this catches any straggler
      await retention.stop();
      await auditRetention.stop();
      await visitorSketcher.stop();
      await destinationChecker.stop();
      await domainChecker.stop();
      await importWorker?.stop(); // leaves between batches; the import resumes at the next start
      await domains.stop();
      await dispatcher?.stop(); // lets deliveries in flight finish (≤ 10 s) and records them
      await Promise.race([aiWorker?.stop(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    closeLiveStreams(); // open event streams would hold the server open; clients reconnect elsewhere
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch(fail);
