import { describe, expect, it } from "vitest";
import { claimDelivery } from "@/lib/webhooks/claim-deliveries";
import { fanOutEvents } from "@/lib/webhooks/fan-out-events";
import { useDeliveryHarness } from "./delivery-harness";
import {
  eventually,
  listDeliveries,
  retryDelivery,
  rotateSecret,
  sendTest,
  updateWebhook,
  verify,
} from "./webhook-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const harness = useDeliveryHarness();

describe("test events, retries and secret rotation", () => {
  it("sends a signed webhook.test event at once and answers with its log entry, even with no dispatcher running", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { id, secret } = await harness.webhook(headers, receiver.url, ["scan.created"]);
    const answer = await sendTest(headers, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      eventType: "webhook.test",
      status: "SUCCEEDED",
      attemptCount: 1,
      attempts: [{ attempt: 1, success: true, statusCode: 200, responseExcerpt: "ok" }],
    });
    expect(receiver.received).toHaveLength(1);
    expect(verify(secret, receiver.received[0])).toMatchObject({
      type: "webhook.test",
      id: answer.body.eventId,
      data: { webhookId: id },
    });
    expect(receiver.received[0].headers["webhook-id"]).toBe(answer.body.id);
    expect((await listDeliveries(headers, id)).body.list[0].id).toBe(answer.body.id);
  });

  it("reports a failed test event without retrying it by itself", async () => {
    const receiver = await harness.receiver();
    receiver.respond((_request, response) => void response.writeHead(401).end("bad signature"));
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url);
    harness.dispatch();
    const answer = await sendTest(headers, id);
    expect(answer.body).toMatchObject({
      status: "FAILED",
      nextAttemptAt: null,
      attempts: [{ success: false, statusCode: 401, responseExcerpt: "bad signature" }],
    });
    await harness.code(headers); // a later event goes through the dispatcher; the test event stays put
    await eventually(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.events().filter((event) => event.type === "webhook.test")).toHaveLength(1);
  });

  it("retries a delivery on request with the same webhook-id and body; 409 while the webhook is disabled", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    harness.dispatch();
    await harness.code(headers);
    await eventually(() => expect(receiver.received).toHaveLength(1));
    const [delivery] = (await listDeliveries(headers, id)).body.list;
    await eventually(async () => expect((await listDeliveries(headers, id)).body.list[0].status).toBe("SUCCEEDED"));
    const retried = await retryDelivery(headers, id, delivery.id);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ id: delivery.id, status: "PENDING" });
    await eventually(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received[1].headers["webhook-id"]).toBe(receiver.received[0].headers["webhook-id"]);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    await eventually(async () =>
      expect((await listDeliveries(headers, id)).body.list[0]).toMatchObject({ status: "SUCCEEDED", attemptCount: 2 }),
    );

    await updateWebhook(headers, id, { status: "DISABLED" });
    const refused = await retryDelivery(headers, id, delivery.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/disabled/);
    const unknown = await retryDelivery(headers, id, `msg_${"a".repeat(32)}`);
    expect(unknown.status).toBe(409); // the webhook's state is checked first
    await updateWebhook(headers, id, { status: "ACTIVE" });
    expect((await retryDelivery(headers, id, `msg_${"a".repeat(32)}`)).status).toBe(404);
  });

  it("after a rotation signs with both secrets for 24 hours: receivers on either one verify", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { id, secret: oldSecret } = await harness.webhook(headers, receiver.url);
    const { secret: newSecret } = (await rotateSecret(headers, id)).body;
    await sendTest(headers, id);
    const [request] = receiver.received;
    expect((request.headers["webhook-signature"] as string).split(" ")).toHaveLength(2);
    expect(verify(oldSecret, request)).toMatchObject({ type: "webhook.test" });
    expect(verify(newSecret, request)).toMatchObject({ type: "webhook.test" });

    // Once the grace period is over only the new secret signs.
    await harness.database
      .current()
      .prisma.webhook.update({ where: { id }, data: { previousSecretExpiresAt: new Date(Date.now() - 1000) } });
    await sendTest(headers, id);
    const later = receiver.received[1];
    expect((later.headers["webhook-signature"] as string).split(" ")).toHaveLength(1);
    expect(() => verify(oldSecret, later)).toThrow();
    expect(verify(newSecret, later)).toMatchObject({ type: "webhook.test" });
  });

  it("refuses to retry a delivery a dispatcher is sending right now (409), and allows it once the lease is gone", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    await harness.code(headers);
    const { sql } = harness.database.current();
    await fanOutEvents(sql, 100);
    const ours = await harness.database
      .current()
      .prisma.webhookDelivery.findFirstOrThrow({ where: { webhookId: id }, select: { id: true } });
    const claimed = (await claimDelivery(sql, ours.id, 60_000))!;
    const busy = await retryDelivery(headers, id, claimed.id);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/being sent/);
    await harness.database
      .current()
      .prisma.webhookDelivery.update({ where: { id: claimed.id }, data: { leaseUntil: new Date(Date.now() - 1000) } });
    expect((await retryDelivery(headers, id, claimed.id)).status).toBe(202);
  });
});
