import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { codeIn, GOOGLEBOT, openSlots, scan, setEnv, workspaceWithCode } from "./live-fixtures";
import { openStream, sseReader } from "./sse-reader";

const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current());
});
afterAll(() => server.close());
afterEach(() => setEnv({ STREAM_HEARTBEAT_SECONDS: undefined, STREAM_MAX_PER_WORKSPACE: undefined }));

const SCAN_FIELDS = [
  "browser",
  "city",
  "country",
  "createdAt",
  "device",
  "eventType",
  "id",
  "os",
  "qrCodeId",
  "region",
];

describe("GET /api/v1/qrcodes/{id}/scans/stream", () => {
  it("sends each counted scan as an event `scan` with a resumable id, and only the scan's public fields", async () => {
    const { headers, code } = await workspaceWithCode();
    const { response } = await openStream(headers, code.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const events = sseReader(response);
    expect(await events.next()).toEqual({ event: "message", retry: "3000" }); // no data: an EventSource dispatches nothing

    for (let i = 0; i < 3; i++) expect((await scan(server.origin, code.shortCode)).status).toBe(302);
    const received = [await events.nextOf("scan"), await events.nextOf("scan"), await events.nextOf("scan")];
    const stored = await database.current().prisma.scanEvent.findMany({ where: { qrCodeId: code.id } });
    expect(new Set(received.map((event) => JSON.parse(event!.data!).id))).toEqual(new Set(stored.map((row) => row.id)));
    for (const event of received) {
      const data = JSON.parse(event!.data!);
      expect(Object.keys(data).sort()).toEqual(SCAN_FIELDS);
      expect(data).toMatchObject({ qrCodeId: code.id, eventType: "click", device: "desktop", browser: "Chrome" });
      expect(event!.id).toBe(`${Date.parse(data.createdAt)}-${data.id}`);
    }
    await events.close();
  });

  it("sends filtered requests as `filtered`, by class and count only", async () => {
    const { headers, code } = await workspaceWithCode();
    const events = sseReader((await openStream(headers, code.id)).response);
    expect((await scan(server.origin, code.shortCode, GOOGLEBOT)).status).toBe(302);
    const filtered = await events.nextOf("filtered");
    expect(JSON.parse(filtered!.data!)).toEqual({ qrCodeId: code.id, eventType: "click", reason: "bot", count: 1 });
    expect(filtered!.id).toBeUndefined();
    await events.close();
  });

  it("shows one code's scans on its stream and every code's on the workspace stream", async () => {
    const { headers, accountId, code } = await workspaceWithCode();
    const other = await codeIn(accountId, "Other");
    const codeEvents = sseReader((await openStream(headers, code.id)).response);
    const allEvents = sseReader((await openStream(headers)).response);
    await scan(server.origin, other.shortCode);
    await scan(server.origin, code.shortCode);
    const first = JSON.parse((await codeEvents.nextOf("scan"))!.data!);
    expect(first.qrCodeId).toBe(code.id);
    const seen = [
      JSON.parse((await allEvents.nextOf("scan"))!.data!),
      JSON.parse((await allEvents.nextOf("scan"))!.data!),
    ];
    expect(seen.map((data) => data.qrCodeId).sort()).toEqual([code.id, other.id].sort());
    await Promise.all([codeEvents.close(), allEvents.close()]);
  });

  it("answers 404 for another workspace's code and for an unknown one, and 400 naming Last-Event-ID when it is not one of ours", async () => {
    const mine = await workspaceWithCode();
    const theirs = await workspaceWithCode();
    expect((await openStream(mine.headers, theirs.code.id)).response.status).toBe(404);
    expect((await openStream(mine.headers, "cnotacodeatall000000000000")).response.status).toBe(404);
    const bad = await openStream({ ...mine.headers, "last-event-id": "yesterday" }, mine.code.id);
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toMatchObject({ code: "INVALID_REQUEST", details: [{ field: "Last-Event-ID" }] });
    expect(await openSlots(mine.accountId)).toBe(0);
  });

  it("sends a heartbeat comment every STREAM_HEARTBEAT_SECONDS", async () => {
    setEnv({ STREAM_HEARTBEAT_SECONDS: "1" });
    const { headers, code } = await workspaceWithCode();
    const events = sseReader((await openStream(headers, code.id)).response);
    await events.next();
    expect(await events.next(5_000)).toEqual({ event: "comment", data: ": heartbeat" });
    expect(await events.next(5_000)).toEqual({ event: "comment", data: ": heartbeat" });
    await events.close();
  });
});
