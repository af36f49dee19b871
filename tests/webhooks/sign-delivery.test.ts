import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signedHeaders, USER_AGENT } from "@/lib/webhooks/sign-delivery";

const MESSAGE_ID = `msg_${"0123456789abcdef".repeat(2)}`;
const BODY = JSON.stringify({
  id: "evt_1",
  type: "scan.created",
  timestamp: "2025-01-01T00:00:00.000Z",
  data: { codeId: "c1", é: "ü" },
});
const verify = (secret: string, headers: Record<string, string>, body = BODY) =>
  new Webhook(secret).verify(body, headers);

describe("signedHeaders", () => {
  it("carries the Standard Webhooks headers: id, timestamp in seconds, one v1 signature per secret", () => {
    const at = new Date("2025-06-01T12:00:00.999Z");
    const headers = signedHeaders(MESSAGE_ID, BODY, [newWebhookSecret(), newWebhookSecret()], at);
    expect(headers).toEqual({
      "content-type": "application/json",
      "user-agent": USER_AGENT,
      "webhook-id": MESSAGE_ID,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}= v1,[A-Za-z0-9+/]{43}=$/),
    });
  });

  it("signs `id.timestamp.body` with HMAC-SHA256 keyed by the secret's base64 bytes", () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders(MESSAGE_ID, BODY, [secret]);
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key)
      .update(`${MESSAGE_ID}.${headers["webhook-timestamp"]}.${BODY}`)
      .digest("base64");
    expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
  });

  it.each([1, 2, 3])("verifies with standardwebhooks under each of %i secrets", (count) => {
    const secrets = Array.from({ length: count }, newWebhookSecret);
    const headers = signedHeaders(MESSAGE_ID, BODY, secrets);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(count);
    for (const secret of secrets) expect(verify(secret, headers)).toEqual(JSON.parse(BODY));
  });

  it("signs in the secrets' order (current first, then the previous one)", () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const both = signedHeaders(MESSAGE_ID, BODY, [current, previous], new Date(1_750_000_000_000))[
      "webhook-signature"
    ].split(" ");
    expect(both[0]).toBe(signedHeaders(MESSAGE_ID, BODY, [current], new Date(1_750_000_000_000))["webhook-signature"]);
    expect(both[1]).toBe(signedHeaders(MESSAGE_ID, BODY, [previous], new Date(1_750_000_000_000))["webhook-signature"]);
  });

  it("does not verify under another secret, another body, id or timestamp", () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders(MESSAGE_ID, BODY, [secret]);
    expect(() => verify(newWebhookSecret(), headers)).toThrow();
    expect(() => verify(secret, headers, BODY.replace("c1", "c2"))).toThrow();
    expect(() => verify(secret, { ...headers, "webhook-id": `msg_${"f".repeat(32)}` })).toThrow();
    expect(() =>
      verify(secret, { ...headers, "webhook-timestamp": String(Number(headers["webhook-timestamp"]) - 1) }),
    ).toThrow();
  });

  it("a signature from long ago is refused by receivers (replay window), a current one is not", () => {
    const secret = newWebhookSecret();
    expect(() =>
      verify(secret, signedHeaders(MESSAGE_ID, BODY, [secret], new Date(Date.now() - 10 * 60 * 1000))),
    ).toThrow();
    expect(verify(secret, signedHeaders(MESSAGE_ID, BODY, [secret], new Date(Date.now() - 60 * 1000)))).toBeTruthy();
  });

  it("makes whsec_ secrets of 32 random bytes, each different", () => {
    const secrets = Array.from({ length: 50 }, newWebhookSecret);
    expect(new Set(secrets).size).toBe(50);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    }
  });
});
