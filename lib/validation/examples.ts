import { z } from "zod";

/**
 * Example values the OpenAPI document shows (lib/openapi/example-of.ts takes a schema's own
 * `examples` first). Give a field one with `.meta({ examples: [EXAMPLES.x] })` or the helpers
 * below; record ids come from recordId / storedRecordId (./record-id).
 */
export const EXAMPLES = {
  timestamp: "2026-11-25T09:30:00.000Z",
  date: "2026-11-25",
  shortLink: "https://cb.example.com/s/spring24",
  url: "https://example.com/spring-menu",
  imageUrl: "https://cb.example.com/api/v1/qrcodes/cm3x7k9q20001qr8f3v1d2c4b/image",
  variantUrl: "https://cb.example.com/api/v1/qrcodes/ai/cm3x7k9q20001qr8f3v1d2c4b/variants/0",
  generationUrl: "https://cb.example.com/api/v1/qrcodes/ai/cm3x7k9q20001qr8f3v1d2c4b",
  email: "ada@example.com",
  name: "Spring menu",
  keyName: "Production server",
  personName: "Ada Lovelace",
  tag: "menu",
  templateId: "default",
  errorCorrectionLevel: "M",
  requestId: "req_9f86d081884c4d659a2feaa0c55ad015",
  deliveryId: "msg_5d41402abc4b2a76b9719d911017c592",
  eventId: "evt_cm3x7k9q20001qr8f3v1d2c4b",
  logoId: "Zk3pQ9vX2mT7bL4nR8sW1c",
  failure: "connect ECONNREFUSED 203.0.113.7:443",
} as const;

/** An ISO 8601 timestamp as answers show it (with `description` when given). */
export const timestampString = (description?: string) => {
  const text = z.string().meta({ examples: [EXAMPLES.timestamp] });
  return description === undefined ? text : text.describe(description);
};

/** A plain string answer field with one example. */
export const exampleString = (example: string) => z.string().meta({ examples: [example] });
