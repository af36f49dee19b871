import { describe, expect, it } from "vitest";
import { useDeliveryHarness } from "./delivery-harness";
import { eventually, holdRequests, listDeliveries, verify } from "./webhook-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const harness = useDeliveryHarness();

describe("webhook delivery to real receivers", () => {
  it("delivers qrcode.created and scan.created as signed JSON that standardwebhooks verifies", async () => {
    const receiver = await harness.receiver();
    const { headers } = await harness.account();
    const { secret } = await harness.webhook(headers, receiver.url);
    harness.dispatch();
    const code = await harness.scannedCode(headers);
    await eventually(() => expect(receiver.received).toHaveLength(2));
    for (const request of receiver.received) {
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/hook");
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["user-agent"]).toBe("Codebeam-Webhooks/1");
      expect(request.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(verify(secret, request)).toEqual(JSON.parse(request.body));
    }
    const byType = Object.fromEntries(receiver.events().map((event) => [event.type, event]));
    expect(byType["qrcode.created"]).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      timestamp: expect.stringMatching(/Z$/),
      data: { id: code.id, shortLink: code.shortLink },
    });
    expect(byType["scan.created"].data).toMatchObject({
      scan: { eventType: "click", device: "desktop", browser: "Chrome", country: "Unknown" },
      qrCode: { id: code.id, name: "Scanned", shortLink: code.shortLink },
    });
    // A signature made with another secret does not verify.
    expect(() => verify(`whsec_${Buffer.alloc(32, 7).toString("base64")}`, receiver.received[0])).toThrow();
  });

  it("500, 500, then 200: one success after two retries, the same webhook-id every time, each attempt logged", async () => {
    const receiver = await harness.receiver();
    let calls = 0;
    receiver.respond(
      (_request, response) =>
        void response.writeHead(++calls <= 2 ? 500 : 200).end(calls <= 2 ? "try again" : "thanks"),
    );
    const { headers } = await harness.account();
    const { id, secret } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    harness.dispatch();
    await harness.code(headers);
    await eventually(async () => expect((await listDeliveries(headers, id)).body.list[0]?.status).toBe("SUCCEEDED"));
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((request) => request.headers["webhook-id"])).size).toBe(1);
    expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
    for (const request of receiver.received) verify(secret, request);
    const [delivery] = (await listDeliveries(headers, id)).body.list;
    expect(delivery).toMatchObject({
      status: "SUCCEEDED",
      attemptCount: 3,
      nextAttemptAt: null,
      id: receiver.received[0].headers["webhook-id"],
    });
    expect(
      delivery.attempts.map(
        (attempt: { attempt: number; statusCode: number; success: boolean; responseExcerpt: string }) => [
          attempt.attempt,
          attempt.statusCode,
          attempt.success,
          attempt.responseExcerpt,
        ],
      ),
    ).toEqual([
      [1, 500, false, "try again"],
      [2, 500, false, "try again"],
      [3, 200, true, "thanks"],
    ]);
  });

  it("cuts a receiver that hangs at the timeout, logs why, and retries", async () => {
    const receiver = await harness.receiver();
    const hold = holdRequests(receiver); // never answers, until released
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    const cutting = harness.dispatch({ timeoutMs: 300, retryDelaysMs: Array(20).fill(150) });
    await harness.code(headers);
    const cut = { success: false, statusCode: null, error: expect.stringMatching(/did not answer in time/) };
    await eventually(async () =>
      expect((await listDeliveries(headers, id)).body.list[0]?.attempts[0]).toMatchObject(cut),
    );
    // The retry goes to a receiver that answers at once, from a dispatcher whose timeout a loaded
    // machine cannot reach (300 ms could cut even an immediate answer there).
    await cutting.stop();
    hold.release();
    harness.dispatch();
    await eventually(async () => expect((await listDeliveries(headers, id)).body.list[0]?.status).toBe("SUCCEEDED"));
    const [delivery] = (await listDeliveries(headers, id)).body.list;
    expect(delivery.attempts[0]).toMatchObject(cut);
    expect(delivery.attempts.at(-1)).toMatchObject({ success: true, statusCode: 200 });
    // Every attempt before it (the first dispatcher may have retried before it stopped) was cut.
    for (const attempt of delivery.attempts.slice(0, -1)) expect(attempt).toMatchObject(cut);
    // A 300 ms cut can fire before a loaded machine hands the request to the receiver, so an attempt
    // need not arrive; what did arrive is this delivery's, once per attempt at most, the last a success.
    expect(receiver.received.length).toBeGreaterThanOrEqual(1);
    expect(receiver.received.length).toBeLessThanOrEqual(delivery.attempts.length);
    expect(new Set(receiver.received.map((request) => request.headers["webhook-id"]))).toEqual(new Set([delivery.id]));
  });

  it("keeps retrying a receiver that is down and delivers everything once it is back", async () => {
    const probe = await harness.receiver();
    const port = probe.port;
    await probe.close(); // nothing listens on the port now
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, `http://127.0.0.1:${port}/hook`, ["qrcode.created"]);
    harness.dispatch({ retryDelaysMs: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100] });
    for (let i = 0; i < 5; i++) await harness.code(headers, `down ${i}`);
    await eventually(async () => {
      const { list } = (await listDeliveries(headers, id)).body;
      expect(list).toHaveLength(5);
      for (const delivery of list)
        expect(delivery.attempts[0]).toMatchObject({ success: false, error: expect.stringMatching(/failed|refused/i) });
    });
    const back = await harness.receiver(port);
    await eventually(() =>
      expect(new Set(back.events().map((event) => event.data.name))).toEqual(
        new Set(["down 0", "down 1", "down 2", "down 3", "down 4"]),
      ),
    );
    await eventually(async () =>
      expect(
        (await listDeliveries(headers, id)).body.list.every((d: { status: string }) => d.status === "SUCCEEDED"),
      ).toBe(true),
    );
  });

  it("does not follow a redirect: the attempt fails and the redirect's target gets nothing", async () => {
    const elsewhere = await harness.receiver();
    const receiver = await harness.receiver();
    receiver.respond((_request, response) => void response.writeHead(307, { location: elsewhere.url }).end());
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    harness.dispatch({ retryDelaysMs: [] });
    await harness.code(headers);
    await eventually(async () => expect((await listDeliveries(headers, id)).body.list[0]?.status).toBe("FAILED"));
    const [delivery] = (await listDeliveries(headers, id)).body.list;
    expect(delivery.attempts[0]).toMatchObject({
      success: false,
      statusCode: 307,
      error: expect.stringMatching(/redirects are not followed/),
    });
    expect(elsewhere.received).toHaveLength(0);
  });

  it("reads at most 4 KB of a receiver's answer and keeps that much in the log", async () => {
    const receiver = await harness.receiver();
    receiver.respond(
      (_request, response) => void response.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(200_000)),
    );
    const { headers } = await harness.account();
    const { id } = await harness.webhook(headers, receiver.url, ["qrcode.created"]);
    harness.dispatch();
    await harness.code(headers);
    await eventually(async () => expect((await listDeliveries(headers, id)).body.list[0]?.status).toBe("SUCCEEDED"));
    const [delivery] = (await listDeliveries(headers, id)).body.list;
    expect(delivery.attempts[0].responseExcerpt).toBe("x".repeat(4096));
  });
});
