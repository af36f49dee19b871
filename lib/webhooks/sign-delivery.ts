import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** `whsec_` + base64 of 32 random bytes: the Standard Webhooks secret format. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export const USER_AGENT = "Codebeam-Webhooks/1";

/**
 * The Standard Webhooks headers for one attempt. `secrets` holds the current secret and, for 24 h
 * after a rotation, the previous one: the signature header then carries both, space-separated, so
 * receivers still on the old secret keep verifying.
 */
export function signedHeaders(
  messageId: string,
  body: string,
  secrets: string[],
  at = new Date(),
): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}
