import { describe, expect, it } from "vitest";
import { pruneDeliveryLog } from "@/lib/webhooks/prune-delivery-log";
import { useDeliveryHarness } from "./delivery-harness";
import { eventually, listDeliveries, sendTest } from "./webhook-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const harness = useDeliveryHarness();
const prisma = () => harness.database.current().prisma;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("what a webhook receives and how long the log is kept", () => {
  it("a new webhook receives events that happen after its creation, not older ones still queued", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    await harness.code(headers, "before"); // no dispatcher yet: the event waits in the outbox
    await new Promise((resolve) => setTimeout(resolve, 5)); // timestamps have millisecond precision
    await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    harness.dispatch();
    await harness.code(headers, "after");
    await eventually(() => expect(receiver.received).toHaveLength(1));
    expect(receiver.events()[0].data.name).toBe("after");
  });

  it("prunes finished deliveries, their attempts and dispatched events older than 30 days; keeps pending ones", async () => {
    const receiver = await harness.receiver();
    const { headers, accountId } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    const old = (await sendTest(headers, id)).body.id;
    const recent = (await sendTest(headers, id)).body.id;
    const pending = (await sendTest(headers, id)).body.id;
    await prisma().webhookDelivery.updateMany({
      where: { id: { in: [old, pending] } },
      data: { createdAt: daysAgo(31) },
    });
    await prisma().webhookDelivery.update({
      where: { id: pending },
      data: { status: "PENDING", nextAttemptAt: daysAgo(-1) },
    });
    await harness.code(headers, "event");
    harness.dispatch();
    await eventually(() => expect(receiver.received).toHaveLength(4));
    await prisma().outboxEvent.updateMany({ where: { accountId }, data: { dispatchedAt: daysAgo(31) } });

    expect(await pruneDeliveryLog(harness.database.current().sql)).toBeGreaterThanOrEqual(2);
    const left = (await listDeliveries(headers, id)).body.list.map((delivery: { id: string }) => delivery.id);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, pending]));
    expect(await prisma().webhookAttempt.count({ where: { deliveryId: old } })).toBe(0);
    expect(await prisma().outboxEvent.count({ where: { accountId } })).toBe(0);
  });
});
