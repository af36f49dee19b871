import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db/client";
import type { LiveNotice } from "@/lib/live-scans/live-notice";
import { processScanHub } from "@/lib/live-scans/process-scan-hub";
import { createScanHub } from "@/lib/live-scans/scan-hub";
import { testDatabaseKind, useTestDatabase } from "../helpers/database";
import { type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { scan, workspaceWithCode } from "./live-fixtures";
import { openStream, sseReader } from "./sse-reader";

const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current());
});
afterAll(() => server.close());

/** Collects the notices a hub hands to one workspace's subscriber. */
async function collect(hub: ReturnType<typeof createScanHub>, accountId: string) {
  const notices: LiveNotice[] = [];
  const unsubscribe = await hub.subscribe({ accountId, notice: (notice) => notices.push(notice), gap: () => {} });
  return { notices, unsubscribe };
}

describe("which scans are announced", () => {
  it("announces a workspace's scans only while one of its streams is open", async () => {
    const quiet = await workspaceWithCode("Unwatched");
    const watched = await workspaceWithCode("Watched");
    const overheard = await collect(await processScanHub(), quiet.accountId);
    const stream = sseReader((await openStream(watched.headers, watched.code.id)).response);
    await scan(server.origin, quiet.code.shortCode);
    await scan(server.origin, watched.code.shortCode); // committed after the first: its event comes later
    expect(JSON.parse((await stream.nextOf("scan"))!.data!).qrCodeId).toBe(watched.code.id);
    expect(overheard.notices).toEqual([]);
    overheard.unsubscribe();
    await stream.close();
  });
});

// The embedded database belongs to one process: a second instance needs PostgreSQL.
describe.runIf(testDatabaseKind === "postgres")("a second server instance", () => {
  let second: Database;
  beforeAll(async () => {
    const [{ name }] = await database.current().sql.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    second = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  });
  afterAll(() => second.close());

  it("hears a scan recorded by another instance, as the instance recording it does", async () => {
    const { headers, accountId, code } = await workspaceWithCode();
    const here = sseReader((await openStream(headers, code.id)).response); // holds the workspace's stream slot
    const hub = createScanHub(second);
    const there = await collect(hub, accountId);
    await scan(server.origin, code.shortCode);
    const local = JSON.parse((await here.nextOf("scan"))!.data!);
    for (let i = 0; i < 100 && there.notices.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(there.notices).toEqual([{ accountId, scan: local }]);
    there.unsubscribe();
    await hub.stop();
    await here.close();
  });
});
