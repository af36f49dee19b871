import { describe, expect, it } from "vitest";
import { fanOutEvents } from "@/lib/webhooks/fan-out-events";
import { useDeliveryHarness } from "./delivery-harness";
import { listDeliveries } from "./webhook-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const harness = useDeliveryHarness();

describe("the delivery log", () => {
  it("lists deliveries newest event first, whatever batch fanned them out", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    const names = Array.from({ length: 6 }, (_, i) => `event ${i}`);
    for (const name of names) {
      await harness.code(headers, name);
      await new Promise((resolve) => setTimeout(resolve, 3)); // each event at its own millisecond
    }
    await fanOutEvents(harness.database.current().sql, 1000); // one batch: one fan-out time for all
    const { body } = await listDeliveries(headers, id, "?size=100");
    const logged = body.list.map(
      (delivery: { body: string }) => (JSON.parse(delivery.body) as { data: { name: string } }).data.name,
    );
    expect(logged).toEqual([...names].reverse());
    const times = body.list.map((delivery: { createdAt: string; body: string }) => [
      delivery.createdAt,
      (JSON.parse(delivery.body) as { timestamp: string }).timestamp,
    ]);
    for (const [createdAt, timestamp] of times) expect(createdAt).toBe(timestamp);
  });
});
