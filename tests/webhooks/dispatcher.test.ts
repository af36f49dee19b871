import { describe, expect, it } from "vitest";
import { claimDeliveries } from "@/lib/webhooks/claim-deliveries";
import { fanOutEvents } from "@/lib/webhooks/fan-out-events";
import { FAILING_REASON, GONE_REASON } from "@/lib/webhooks/record-attempts";
import { useDeliveryHarness } from "./delivery-harness";
import { eventually, getWebhook, holdRequests, listDeliveries, updateWebhook } from "./webhook-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const harness = useDeliveryHarness();
const prisma = () => harness.database.current().prisma;

/** Every delivery of the webhook, with its attempts, through the API. */
async function deliveries(headers: Record<string, string>, id: string) {
  return (await listDeliveries(headers, id, "?size=100")).body.list as {
    id: string;
    status: string;
    attempts: unknown[];
  }[];
}

/** Turns the events written so far into deliveries, all due at one time, later than the previous call's. */
let lastFanOut = 0;
async function fanOutNow() {
  lastFanOut = Math.max(Date.now(), lastFanOut + 1);
  await fanOutEvents(harness.database.current().sql, 1000, new Date(lastFanOut));
}

describe("the dispatcher", () => {
  it("stopped mid-batch and restarted, delivers every event at least once and logs each attempt", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    for (let i = 0; i < 30; i++) await harness.code(headers, `batch ${i}`);
    // The first five are answered, then the receiver holds what comes: the dispatcher is stopped
    // with deliveries in flight, and cannot have sent more than its 4 slots beyond the five.
    const hold = holdRequests(receiver, { answerFirst: 5 });
    const first = harness.dispatch({ concurrency: 4 });
    await eventually(() => expect(hold.held).toBeGreaterThan(0));
    const stopped = first.stop(); // claims nothing more and waits for the deliveries in flight
    hold.release();
    await stopped;
    const deliveredBeforeRestart = receiver.received.length;
    expect(deliveredBeforeRestart).toBeGreaterThan(5);
    expect(deliveredBeforeRestart).toBeLessThanOrEqual(5 + 4);
    harness.dispatch({ concurrency: 4 });
    await eventually(() => expect(new Set(receiver.events().map((event) => event.data.name)).size).toBe(30));
    await eventually(async () =>
      expect((await deliveries(headers, id)).every((delivery) => delivery.status === "SUCCEEDED")).toBe(true),
    );
    // The log holds one attempt per request the receiver saw, for every webhook-id.
    const attemptsById = Object.fromEntries(
      (await deliveries(headers, id)).map((delivery) => [delivery.id, delivery.attempts.length]),
    );
    const requestsById: Record<string, number> = {};
    for (const request of receiver.received)
      requestsById[request.headers["webhook-id"] as string] =
        (requestsById[request.headers["webhook-id"] as string] ?? 0) + 1;
    expect(attemptsById).toEqual(requestsById);
  });

  it("a dispatcher that died holding leases loses nothing: the deliveries return when the leases expire", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    for (let i = 0; i < 3; i++) await harness.code(headers, `orphan ${i}`);
    // The dead dispatcher: it fanned the events out and claimed every delivery, then vanished.
    const { sql } = harness.database.current();
    await fanOutEvents(sql, 100);
    expect((await claimDeliveries(sql, 100, 400)).filter((delivery) => delivery.webhookId === id)).toHaveLength(3);
    harness.dispatch();
    await eventually(() => expect(receiver.received).toHaveLength(3));
    // The last answers may still be on their way into the log.
    await eventually(async () =>
      expect((await deliveries(headers, id)).map((delivery) => delivery.status)).toEqual([
        "SUCCEEDED",
        "SUCCEEDED",
        "SUCCEEDED",
      ]),
    );
  });

  it("two dispatchers on one database never send one delivery twice", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    for (let i = 0; i < 40; i++) await harness.code(headers, `shared ${i}`);
    harness.dispatch({ concurrency: 8 });
    harness.dispatch({ concurrency: 8 });
    await eventually(() => expect(receiver.received).toHaveLength(40));
    expect(new Set(receiver.received.map((request) => request.headers["webhook-id"])).size).toBe(40);
  });

  it("sends nothing to a DISABLED webhook and never another account's events", async () => {
    const mine = await harness.receiver();
    const theirs = await harness.receiver();
    const disabled = await harness.receiver();
    const me = await harness.account("me");
    const them = await harness.account("them");
    await harness.webhook(me.headers, mine.url, ["qrcode.created"]);
    const off = await harness.webhook(me.headers, disabled.url, ["qrcode.created"]);
    await updateWebhook(me.headers, off.id, { status: "DISABLED" });
    await harness.webhook(them.headers, theirs.url, ["qrcode.created"]);
    // A webhook subscribed only to scans gets no creation events.
    const scansOnly = await harness.receiver();
    await harness.webhook(me.headers, scansOnly.url, ["scan.created"]);
    harness.dispatch();
    for (let i = 0; i < 3; i++) await harness.code(me.headers, `mine ${i}`);
    await harness.code(them.headers, "theirs");
    await eventually(() => expect(mine.received).toHaveLength(3));
    await eventually(() => expect(theirs.received).toHaveLength(1));
    expect(theirs.events()[0].data.name).toBe("theirs");
    expect(
      mine
        .events()
        .map((event) => event.data.name)
        .sort(),
    ).toEqual(["mine 0", "mine 1", "mine 2"]);
    expect(disabled.received).toHaveLength(0);
    expect(scansOnly.received).toHaveLength(0);
    expect(await prisma().webhookDelivery.count({ where: { webhookId: off.id } })).toBe(0);
  });

  it("disables a webhook at once when its receiver answers 410, and sends it nothing after", async () => {
    const gone = await harness.receiver();
    gone.respond((_request, response) => void response.writeHead(410).end("gone"));
    const sentinel = await harness.receiver();
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, gone.url, ["qrcode.created"]);
    await harness.webhook(headers, sentinel.url, ["qrcode.created"]);
    harness.dispatch();
    await harness.code(headers, "first");
    await eventually(async () =>
      expect((await getWebhook(headers, id)).body).toMatchObject({ status: "DISABLED", disabledReason: GONE_REASON }),
    );
    expect((await deliveries(headers, id))[0]).toMatchObject({
      status: "FAILED",
      attempts: [expect.objectContaining({ statusCode: 410 })],
    });
    await harness.code(headers, "second");
    await eventually(() => expect(sentinel.received).toHaveLength(2));
    expect(gone.received).toHaveLength(1);
    expect((await getWebhook(headers, id)).body.lastDelivery).toMatchObject({ success: false, statusCode: 410 });
  });

  it("disables a webhook whose deliveries kept failing for 3 days; a success resets the streak", async () => {
    const receiver = await harness.receiver();
    let status = 200;
    receiver.respond((_request, response) => void response.writeHead(status).end());
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    await prisma().webhook.update({ where: { id }, data: { failingSince: new Date(Date.now() - 60_000) } });
    harness.dispatch();
    await harness.code(headers, "recovers");
    await eventually(async () => expect((await getWebhook(headers, id)).body.lastDelivery?.success).toBe(true));
    expect((await prisma().webhook.findUniqueOrThrow({ where: { id } })).failingSince).toBeNull();

    status = 503;
    await prisma().webhook.update({
      where: { id },
      data: { failingSince: new Date(Date.now() - 72 * 3_600_000 - 1000) },
    });
    await harness.code(headers, "last straw");
    await eventually(async () =>
      expect((await getWebhook(headers, id)).body).toMatchObject({
        status: "DISABLED",
        disabledReason: FAILING_REASON,
      }),
    );
  });

  it("serves each webhook's share of the slots first, so a receiver that hangs does not hold up others", async () => {
    // Both receivers hold every request until the test answers it, so each state below is one the
    // dispatcher stays in (all its slots are taken), not a moment in a race.
    const hangingReceiver = await harness.receiver();
    const hanging = holdRequests(hangingReceiver);
    const healthyReceiver = await harness.receiver();
    const healthy = holdRequests(healthyReceiver);
    const slow = await harness.account("slow");
    const fast = await harness.account("fast");
    const slowHook = await harness.webhook(slow.headers, hangingReceiver.url, ["qrcode.created"]);
    const fastHook = await harness.webhook(fast.headers, healthyReceiver.url, ["qrcode.created"]);
    for (let i = 0; i < 12; i++) await harness.code(slow.headers, `slow ${i}`);
    await fanOutNow(); // due earlier: first in line
    for (let i = 0; i < 5; i++) await harness.code(fast.headers, `fast ${i}`);
    await fanOutNow();
    harness.dispatch({ concurrency: 4, perWebhook: 2 });

    // Oldest first would give all four slots to the hanging receiver: each webhook gets its two.
    await eventually(() => expect([hanging.held, healthy.held]).toEqual([2, 2]));
    // The healthy webhook's next ones take the slots it frees, while the hanging two stay open.
    healthy.answerHeld();
    await eventually(() => expect(healthyReceiver.received).toHaveLength(4));
    expect(hanging.held).toBe(2);
    healthy.release();
    await eventually(async () =>
      expect((await deliveries(fast.headers, fastHook.id)).map((delivery) => delivery.status)).toEqual(
        Array(5).fill("SUCCEEDED"),
      ),
    );
    // Its share is a priority, not a cap: alone with work, the hanging webhook gets every slot.
    await eventually(() => expect(hanging.held).toBe(4));
    expect(
      (await deliveries(slow.headers, slowHook.id)).every(
        (delivery) => delivery.status === "PENDING" && delivery.attempts.length === 0,
      ),
    ).toBe(true);
    hanging.release();
    await eventually(async () =>
      expect((await deliveries(slow.headers, slowHook.id)).map((delivery) => delivery.status)).toEqual(
        Array(12).fill("SUCCEEDED"),
      ),
    );
  });

  it("does not keep a webhook's new events behind another webhook's long backlog", async () => {
    // More queued than any window of oldest deliveries a claim could look at (it used to be 64).
    const BACKLOG = 70;
    const busyReceiver = await harness.receiver();
    const busy = holdRequests(busyReceiver);
    const quiet = await harness.receiver();
    const big = await harness.account("big");
    const small = await harness.account("small");
    const bigHook = await harness.webhook(big.headers, busyReceiver.url, ["qrcode.created"]);
    const smallHook = await harness.webhook(small.headers, quiet.url, ["qrcode.created"]);
    for (let i = 0; i < BACKLOG; i++) await harness.code(big.headers, `backlog ${i}`);
    await fanOutNow(); // due earlier: first in line
    for (let i = 0; i < 3; i++) await harness.code(small.headers, `later ${i}`);
    await fanOutNow();
    harness.dispatch({ concurrency: 4, perWebhook: 2 });
    // The backlog's first deliveries are held open, so nothing of it finishes meanwhile: the three
    // can only go out because the claim looks past the backlog.
    await eventually(async () =>
      expect((await deliveries(small.headers, smallHook.id)).map((delivery) => delivery.status)).toEqual(
        Array(3).fill("SUCCEEDED"),
      ),
    );
    expect(busy.held).toBe(busyReceiver.received.length);
    busy.release();
    await eventually(() => expect(busyReceiver.received).toHaveLength(BACKLOG));
    await eventually(async () =>
      expect((await deliveries(big.headers, bigHook.id)).every((delivery) => delivery.status === "SUCCEEDED")).toBe(
        true,
      ),
    );
  });
});
