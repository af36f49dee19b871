import { afterAll, afterEach, beforeAll } from "vitest";
import type { Dispatcher, DispatcherOptions } from "@/lib/webhooks/dispatcher";
import { startWebhookDispatcher } from "@/lib/webhooks/dispatcher-instance";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { useTestDatabase } from "../helpers/database";
import { allowPrivateTargets } from "../net/local-server";
import { startShortLinkServer, hit, type ShortLinkServer } from "../short-links/short-link-harness";
import { createCode, createWebhook, type Receiver, startReceiver } from "./webhook-helpers";

/**
 * Fast settings for tests: the real dispatcher, with a short poll and retry schedule. The timeout
 * and lease outlast any test, so a loaded machine never turns a slow answer into a timeout or an
 * expired lease into a second send, and a receiver holding a request keeps it in flight until the
 * test answers it; a test about timeouts sets its own, against a receiver that never answers.
 */
export const FAST: DispatcherOptions = {
  pollMs: 20,
  timeoutMs: 120_000,
  retryDelaysMs: [150, 300, 450],
  leaseMs: 300_000,
};

/**
 * A test database, receivers on 127.0.0.1, a short-link server for real scans, and dispatchers
 * that are stopped after each test.
 */
export function useDeliveryHarness() {
  const database = useTestDatabase();
  const dispatchers: Dispatcher[] = [];
  const receivers: Receiver[] = [];
  let shortLinks: ShortLinkServer;
  beforeAll(async () => {
    allowPrivateTargets(true);
    shortLinks = await startShortLinkServer(database.current());
  });
  afterEach(async () => {
    // Receivers first: closing one ends any request it still holds, so stopping a dispatcher (which
    // waits for its deliveries in flight) never waits for a timeout.
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
    await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.stop()));
  });
  afterAll(async () => {
    await shortLinks.close();
    allowPrivateTargets(false);
  });

  return {
    database,
    dispatch(options: DispatcherOptions = {}) {
      const dispatcher = startWebhookDispatcher(database.current(), { ...FAST, ...options });
      dispatchers.push(dispatcher);
      return dispatcher;
    },
    async receiver(port?: number) {
      const receiver = await startReceiver(port);
      receivers.push(receiver);
      return receiver;
    },
    /** A fresh account with a key holding both permissions. */
    async account(label = "hooks") {
      const user = await makeUser({ label });
      return { accountId: user.accountId, headers: bearer(await makeKey(user)) };
    },
    async webhook(headers: Record<string, string>, url: string, events = ["scan.created", "qrcode.created"]) {
      const created = await createWebhook(headers, { url, events });
      if (created.status !== 201) throw new Error(`webhook not created: ${JSON.stringify(created.body)}`);
      return created.body as { id: string; secret: string };
    },
    /** A saved static code (no credits needed): one qrcode.created event. */
    async code(headers: Record<string, string>, name = "Code") {
      const created = await createCode(headers, { content: `text ${name}`, mode: "STATIC", name });
      if (created.status !== 201) throw new Error(`code not created: ${JSON.stringify(created.body)}`);
      return created.body as { id: string };
    },
    /** A dynamic code scanned once through its short link: qrcode.created, then scan.created. */
    async scannedCode(headers: Record<string, string>) {
      const created = await createCode(headers, { content: "https://example.com/landing", name: "Scanned" });
      const shortCode = new URL(created.body.shortLink).pathname.split("/").pop();
      const answer = await hit(shortLinks.origin, `/s/${shortCode}`);
      if (answer.status !== 302) throw new Error(`scan answered ${answer.status}`);
      return created.body as { id: string; shortLink: string };
    },
  };
}
