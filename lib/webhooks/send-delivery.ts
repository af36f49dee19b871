import { fetchGuarded } from "../net/fetch-guarded";
import { OutboundRequestError } from "../net/outbound-error";
import type { ClaimedDelivery } from "./claim-deliveries";
import { decryptSecret } from "./secret-box";
import { signedHeaders } from "./sign-delivery";

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Of a receiver's answer only this much is read and kept for the log. */
export const RESPONSE_EXCERPT_BYTES = 4096;

export interface AttemptResult {
  at: Date;
  success: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

// PostgreSQL text cannot hold NUL; a binary answer is kept as replacement characters.
const printable = (body: Buffer) => body.toString("utf8").replace(/\u0000/g, "\uFFFD");

/** The pre-rotation secret while it is valid; one sealed under an older server key is skipped. */
function previousSecret({ previousSecretCipher }: ClaimedDelivery): string[] {
  if (!previousSecretCipher) return [];
  try {
    return [decryptSecret(previousSecretCipher)];
  } catch {
    return [];
  }
}

/**
 * One signed POST through the outbound-request guard (the receiver's host is checked again on
 * every attempt, since DNS can change): no redirects followed, 2xx is success, never throws.
 */
export async function sendDelivery(delivery: ClaimedDelivery, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<AttemptResult> {
  const at = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const secrets = [decryptSecret(delivery.secretCipher), ...previousSecret(delivery)];
    const response = await fetchGuarded(delivery.url, {
      method: "POST",
      body: delivery.body,
      headers: signedHeaders(delivery.id, delivery.body, secrets, at),
      timeoutMs,
      maxRedirects: 0,
      maxBytes: RESPONSE_EXCERPT_BYTES,
      truncate: true,
    });
    const success = response.status >= 200 && response.status < 300;
    const redirect = response.status >= 300 && response.status < 400;
    return {
      at,
      success,
      statusCode: response.status,
      durationMs: elapsed(),
      responseExcerpt: response.body.length > 0 ? printable(response.body) : null,
      error: redirect ? "The receiver answered with a redirect; redirects are not followed." : null,
    };
  } catch (error) {
    const message = error instanceof OutboundRequestError ? error.message : "The delivery could not be sent.";
    if (!(error instanceof OutboundRequestError))
      console.error("[webhooks] delivery failed:", (error as Error).message);
    return { at, success: false, statusCode: null, durationMs: elapsed(), responseExcerpt: null, error: message };
  }
}
