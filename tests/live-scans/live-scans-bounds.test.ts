import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { createApiKey } from "@/lib/keys/create-api-key";
import { liveStreamUsage, MAX_BUFFERED_BYTES } from "@/lib/live-scans/live-stream-registry";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { seedScans } from "../stats/seed-scans";
import { team, workspaces } from "../workspaces/workspace-calls";
import { openSlots, scan, setEnv, workspaceWithCode } from "./live-fixtures";
import { openStream, sseReader } from "./sse-reader";

const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current());
});
afterAll(() => server.close());
afterEach(() => setEnv({ STREAM_HEARTBEAT_SECONDS: undefined, STREAM_MAX_PER_WORKSPACE: undefined }));

/** Waits for `check` to hold, polling; throws after 10 s. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not met in 10 s");
}

/** Reads until the stream ends; the events read on the way. */
async function untilEnded(events: ReturnType<typeof sseReader>) {
  const seen: string[] = [];
  for (let event = await events.next(); event; event = await events.next()) seen.push(event.event);
  return seen;
}

describe("resuming with Last-Event-ID", () => {
  it("replays the scans stored after the id, oldest first, then goes on live", async () => {
    const { headers, code } = await workspaceWithCode();
    const first = sseReader((await openStream(headers, code.id)).response);
    await scan(server.origin, code.shortCode);
    const last = await first.nextOf("scan");
    await first.close();

    await scan(server.origin, code.shortCode);
    await scan(server.origin, code.shortCode);
    const resumed = sseReader((await openStream({ ...headers, "last-event-id": last!.id! }, code.id)).response);
    const replayed = [await resumed.nextOf("scan"), await resumed.nextOf("scan")].map((event) =>
      JSON.parse(event!.data!),
    );
    const stored = await database.current().prisma.scanEvent.findMany({
      where: { qrCodeId: code.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(replayed.map((data) => data.id)).toEqual(stored.slice(1).map((row) => row.id));
    await scan(server.origin, code.shortCode);
    expect(JSON.parse((await resumed.nextOf("scan"))!.data!).id).not.toBe(replayed[1].id);
    await resumed.close();
  });

  it("sends `reset` instead of more than 1,000 scans, or for an id older than a day", async () => {
    const { headers, code } = await workspaceWithCode();
    const from = Date.now() - 60_000;
    await seedScans(
      code.id,
      Array.from({ length: 1001 }, (_, i) => ({ at: new Date(from + 10 + i) })),
    );
    const far = sseReader((await openStream({ ...headers, "last-event-id": `${from}-a` }, code.id)).response);
    expect((await far.nextOf("reset"))?.data).toContain("missed");
    await far.close();

    const old = sseReader(
      (await openStream({ ...headers, "last-event-id": `${from - 2 * 86_400_000}-a` }, code.id)).response,
    );
    expect(await old.nextOf("reset")).toBeDefined();
    await old.close();

    const near = sseReader(
      (await openStream({ ...headers, "last-event-id": `${from + 10 + 999}-zzz` }, code.id)).response,
    );
    expect(await near.nextOf("scan")).toMatchObject({ event: "scan", id: expect.stringMatching(/^\d+-scan_/) });
    await near.close();
  });
});

describe("bounds", () => {
  it("answers 429 past STREAM_MAX_PER_WORKSPACE open streams, and frees a slot when one closes", async () => {
    setEnv({ STREAM_MAX_PER_WORKSPACE: "2" });
    const { headers, accountId, code } = await workspaceWithCode();
    const open = [await openStream(headers, code.id), await openStream(headers)];
    expect(open.map((stream) => stream.response.status)).toEqual([200, 200]);
    const refused = await openStream(headers);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(await openSlots(accountId)).toBe(2);

    open[0].abort();
    await eventually(async () => (await openSlots(accountId)) === 1);
    const again = await openStream(headers, code.id);
    expect(again.response.status).toBe(200);
    await Promise.all([sseReader(again.response).close(), sseReader(open[1].response).close()]);
    await eventually(async () => (await openSlots(accountId)) === 0);
  });

  it("drops a reader that stops reading instead of buffering: 1,000 scans to a paused reader", async () => {
    const { headers, accountId, code } = await workspaceWithCode();
    const paused = await openStream(headers, code.id);
    expect(paused.response.status).toBe(200);
    const qrCode = { id: code.id, accountId, name: "Live", shortLink: `http://localhost:3000/s/${code.shortCode}` };
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, liveStreamUsage().bufferedBytes)), 1);
    await Promise.all(
      Array.from({ length: 1000 }, () =>
        server.writer.record({
          id: randomUUID(),
          eventType: "click",
          device: "mobile",
          os: "iOS",
          browser: "Mobile Safari",
          country: "US",
          region: "California",
          city: "San Francisco",
          visitorId: randomUUID(),
          createdAt: new Date(),
          qrCode,
        }),
      ),
    );
    await eventually(async () => (await openSlots(accountId)) === 0);
    clearInterval(watch);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + 1024);
    await expect(paused.response.body!.getReader().read()).rejects.toThrow("too far behind");
  });
});

describe("access ending", () => {
  it("ends a key's stream at the next heartbeat once the key is revoked", async () => {
    setEnv({ STREAM_HEARTBEAT_SECONDS: "1" });
    const user = await makeUser({ label: "revoked" });
    const created = await createApiKey(
      { kind: "session", accountId: user.accountId, userId: user.id },
      { name: "live", permissions: ["qrcode:generate"] },
    );
    const events = sseReader((await openStream(bearer(created.key))).response);
    const revoked = await call(revokeKey, `/api/v1/keys/${created.id}`, {
      method: "DELETE",
      headers: await sessionCookie(user),
      params: { id: created.id },
    });
    expect(revoked.status).toBe(200);
    expect(await untilEnded(events)).toContain("message"); // the opening frame, then at most heartbeats
    await eventually(async () => (await openSlots(user.accountId)) === 0); // released as the stream ends
  });

  it("ends a member's stream once they are removed from the workspace", async () => {
    setEnv({ STREAM_HEARTBEAT_SECONDS: "1" });
    const { workspaceId, owner, viewer } = await team();
    const events = sseReader((await openStream({ ...viewer.headers, "x-codebeam-workspace": workspaceId })).response);
    await events.next();
    expect((await workspaces.remove(owner.headers, workspaceId, viewer.id)).status).toBe(200);
    await untilEnded(events);
    await eventually(async () => (await openSlots(workspaceId)) === 0);
  });
});
