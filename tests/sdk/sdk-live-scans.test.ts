// The SDK's live scan streams against the API over HTTP: events, reconnection with Last-Event-ID, refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Sdk from "../../sdk/src/index";
import { useTestDatabase } from "../helpers/database";
import { codeIn, scan, workspaceWithCode } from "../live-scans/live-fixtures";
import { type ShortLinkServer, startShortLinkServer } from "../short-links/short-link-harness";
import { type ApiServer, buildSdk, SDK_DIST_ENTRY, startApiServer } from "./api-server";

const database = useTestDatabase();
let sdk: typeof Sdk;
let api: ApiServer;
let links: ShortLinkServer;

beforeAll(async () => {
  buildSdk();
  sdk = await import(/* @vite-ignore */ SDK_DIST_ENTRY);
  api = await startApiServer();
  links = await startShortLinkServer(database.current());
}, 300_000);
afterAll(async () => {
  await api?.close();
  await links?.close();
});

/** Event streams the API has answered: it answers once the stream listens, so a scan after it is seen. */
let streamsAnswered = 0;
const watchStreams: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) streamsAnswered++;
  return response;
};
const client = (key: string) =>
  new sdk.Codebeam({ apiKey: key, baseUrl: api.origin, maxRetries: 0, fetch: watchStreams });

/** Waits until the stream `next()` opened is answered (a fixed pause was too short on a loaded machine). */
async function streamOpen(before: number) {
  while (streamsAnswered === before) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("@codebeam/sdk live scans", () => {
  it("qrcodes.streamScans yields each scan, and after a dropped connection resumes with the scans missed meanwhile", async () => {
    const { key, code } = await workspaceWithCode();
    const stop = new AbortController();
    const events = client(key).qrcodes.streamScans(code.id, { signal: stop.signal });
    const opened = streamsAnswered;
    const first = events.next();
    await streamOpen(opened);
    await scan(links.origin, code.shortCode);
    expect((await first).value).toMatchObject({ type: "scan", scan: { qrCodeId: code.id, eventType: "click" } });

    api.server.closeAllConnections(); // the connection drops; the iterator reconnects after the server's retry (3 s)
    await scan(links.origin, code.shortCode); // made while disconnected
    const missed = (await events.next()).value as Sdk.LiveEvent;
    const stored = await database.current().prisma.scanEvent.findMany({
      where: { qrCodeId: code.id },
      orderBy: { createdAt: "asc" },
    });
    expect(missed).toEqual({ type: "scan", scan: expect.objectContaining({ id: stored[1].id }) });
    stop.abort();
    expect(await events.next()).toEqual({ done: true, value: undefined });
  }, 30_000);

  it("scans.stream yields every code's scans; a refusal throws its error class", async () => {
    const { key, accountId, code } = await workspaceWithCode();
    const other = await codeIn(accountId, "Second");
    const stop = new AbortController();
    const events = client(key).scans.stream({ signal: stop.signal });
    const opened = streamsAnswered;
    const first = events.next();
    await streamOpen(opened);
    await scan(links.origin, other.shortCode);
    expect((await first).value).toMatchObject({ type: "scan", scan: { qrCodeId: other.id } });
    stop.abort();

    const stranger = await workspaceWithCode();
    await expect(client(stranger.key).qrcodes.streamScans(code.id).next()).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
    await expect(client("cb_sk_notakey").scans.stream().next()).rejects.toBeInstanceOf(sdk.AuthenticationError);
  }, 30_000);
});
