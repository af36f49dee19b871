import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowPrivateTargets } from "../net/local-server";
import { useWebhookFuzz } from "./fuzz-setup";
import {
  createWebhook,
  listDeliveries,
  type Receiver,
  retryDelivery,
  rotateSecret,
  sendTest,
  startReceiver,
  updateWebhook,
  verify,
} from "./webhook-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const { accounts, answered } = useWebhookFuzz();

describe("test events, rotation and retries against a real receiver", () => {
  let receiver: Receiver, hookId: string, secrets: string[];
  beforeAll(async () => {
    allowPrivateTargets(true); // the receiver listens on 127.0.0.1
    receiver = await startReceiver();
    const created = (await createWebhook(accounts.owner, { url: receiver.url, events: ["scan.created"] })).body;
    hookId = created.id;
    secrets = [created.secret];
  });
  afterAll(async () => {
    await receiver.close();
    allowPrivateTargets(false);
  });

  it("POST …/test: 200 with the logged attempt whatever the receiver answers, signed with every valid secret; a bad id sends nothing", async () => {
    const { owner, strangerId } = accounts;
    const id = fc.oneof(
      { weight: 3, arbitrary: fc.constant(hookId) },
      fc.string({ maxLength: 30 }),
      fc.constant(strangerId),
    );
    await fc.assert(
      fc.asyncProperty(id, fc.constantFrom(200, 204, 301, 400, 410, 500), fc.boolean(), async (hook, code, rotate) => {
        if (rotate && hook === hookId) secrets = [(await rotateSecret(owner, hookId)).body.secret, secrets[0]];
        receiver.respond((_request, response) => void response.writeHead(code).end("answer"));
        const sent = receiver.received.length;
        const result = await answered([200, 400, 404], () => sendTest(owner, hook), JSON.stringify(hook));
        expect(receiver.received.length).toBe(result.status === 200 ? sent + 1 : sent);
        if (result.status !== 200) return;
        expect(result.body).toMatchObject({
          eventType: "webhook.test",
          status: code < 300 ? "SUCCEEDED" : "FAILED",
          nextAttemptAt: null,
          attempts: [{ attempt: 1, statusCode: code }],
        });
        for (const secret of secrets)
          expect(verify(secret, receiver.received[sent])).toMatchObject({
            type: "webhook.test",
            id: result.body.eventId,
          });
      }),
      { numRuns: 15, examples: [[hookId, 200, false]] },
    );
  });

  it("POST …/retry: 202 for a logged delivery of that webhook, else a flat 400 or 404 that changes nothing", async () => {
    const { owner, ownIds, strangerId } = accounts;
    // A test event answered 410 disables the webhook (and a disabled one answers retries with 409).
    expect((await updateWebhook(owner, hookId, { status: "ACTIVE" })).status).toBe(200);
    const logged: string[] = (await listDeliveries(owner, hookId, "?size=100")).body.list.map(
      (delivery: { id: string }) => delivery.id,
    );
    const hook = fc.oneof(fc.constant(hookId), fc.constantFrom(ownIds[2], strangerId), fc.string({ maxLength: 30 }));
    const delivery = fc.oneof(
      fc.constantFrom(...logged),
      fc.stringMatching(/^msg_[0-9a-f]{32}$/),
      fc.string({ maxLength: 40 }),
    );
    let queued = 0;
    await fc.assert(
      fc.asyncProperty(hook, delivery, async (id, deliveryId) => {
        const result = await answered(
          [202, 400, 404],
          () => retryDelivery(owner, id, deliveryId),
          `${JSON.stringify(id)} ${JSON.stringify(deliveryId)}`,
        );
        if (result.status !== 202) return;
        queued++;
        expect([id, logged]).toEqual([hookId, expect.arrayContaining([deliveryId])]);
        expect(result.body).toMatchObject({ id: deliveryId, status: "PENDING" });
      }),
      { numRuns: 60, examples: [[hookId, logged[0]]] },
    );
    expect(queued, "some retries are of logged deliveries").toBeGreaterThan(0);
  });
});
