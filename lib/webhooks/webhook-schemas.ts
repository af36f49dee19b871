import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";
import { PaginationSchema } from "../validation/pagination";
import { httpUrl } from "../validation/http-url";
import { PageNumber, pageSize } from "../validation/whole-number";

export const WEBHOOK_EVENTS = ["scan.created", "qrcode.created", "qrcode.target_down", "import.finished"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const MAX_WEBHOOKS_PER_ACCOUNT = 20;
export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const WEBHOOK_STATUSES = ["ACTIVE", "DISABLED"] as const;

const cuid = recordId;

/** Shape only; whether the host may be reached is checked by checkReceiverUrl (DNS). */
const ReceiverUrl = httpUrl(MAX_WEBHOOK_URL_LENGTH, z.string().trim().min(1, "is required"))
  .transform((value) => {
    const url = new URL(value);
    url.hash = ""; // never sent to the server anyway
    return url.href;
  })
  .refine(
    (href) => href.length <= MAX_WEBHOOK_URL_LENGTH,
    `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters once normalised`,
  )
  .describe("receiver URL (http or https, a public host)");

const Events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(", ")}` }))
  .min(1, "must name at least one event")
  .refine((events) => new Set(events).size === events.length, "must not repeat an event")
  .meta({ uniqueItems: true })
  .describe("event kinds to receive");

export const CreateWebhookBody = z.strictObject({ url: ReceiverUrl, events: Events }).meta({ id: "CreateWebhook" });
export type CreateWebhookInput = z.output<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z
  .strictObject({
    url: ReceiverUrl.optional(),
    events: Events.optional(),
    status: z.enum(WEBHOOK_STATUSES).optional().describe("DISABLED stops deliveries; ACTIVE resumes them"),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    "give at least one of url, events, status",
  )
  .meta({ id: "UpdateWebhook", minProperties: 1 });
export type UpdateWebhookInput = z.output<typeof UpdateWebhookBody>;

export const ListWebhooksQuery = z.object({ page: PageNumber, size: pageSize(100, 10) });
export const ListDeliveriesQuery = z.object({ page: PageNumber, size: pageSize(100, 20) });

export const WebhookIdParams = z.object({ id: cuid("webhook") });
export const DeliveryIdParams = WebhookIdParams.extend({
  deliveryId: z
    .string()
    .regex(/^msg_[0-9a-f]{32}$/, "is not a delivery id")
    .meta({ examples: ["msg_5d41402abc4b2a76b9719d911017c592"] }),
});

// --- Answers ---

const timestamp = timestampString("ISO 8601 timestamp");
const id = storedRecordId();
const failure = exampleString(EXAMPLES.failure).nullable();

export const WebhookSchema = z
  .object({
    id,
    url: exampleString("https://hooks.example.com/codebeam"),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    status: z.enum(WEBHOOK_STATUSES),
    disabledReason: z.string().nullable().describe("why the webhook was disabled automatically, or by whom"),
    createdAt: timestamp,
    updatedAt: timestamp,
    lastDelivery: z
      .object({ at: timestamp, success: z.boolean(), statusCode: z.number().int().nullable(), error: failure })
      .nullable()
      .describe("the latest attempt to this receiver"),
  })
  .meta({ id: "Webhook" });
export type WebhookView = z.infer<typeof WebhookSchema>;

export const CreatedWebhookSchema = WebhookSchema.pick({
  id: true,
  url: true,
  events: true,
  status: true,
  createdAt: true,
})
  .extend({
    secret: z.string().describe("whsec_… signing secret; shown only here"),
  })
  .meta({ id: "CreatedWebhook" });
export const WebhookListSchema = z
  .object({ list: z.array(WebhookSchema), pagination: PaginationSchema })
  .meta({ id: "WebhookList" });
export const DeletedWebhookSchema = z.object({ id, deleted: z.boolean() }).meta({ id: "DeletedWebhook" });
export const RotatedSecretSchema = z
  .object({
    id,
    secret: z.string().describe("the new whsec_… secret; shown only here"),
    previousSecretExpiresAt: timestamp.describe("until then deliveries carry signatures with both secrets"),
  })
  .meta({ id: "RotatedSecret" });

export const AttemptSchema = z
  .object({
    attempt: z.number().int(),
    at: timestamp,
    success: z.boolean(),
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int(),
    responseExcerpt: z.string().nullable().describe("the start of the receiver's answer (up to 4 KB read)"),
    error: failure.describe("timeout, refused connection, …"),
  })
  .meta({ id: "DeliveryAttempt" });
export const DeliverySchema = z
  .object({
    id: exampleString(EXAMPLES.deliveryId).describe("the webhook-id header of every attempt"),
    eventId: exampleString(EXAMPLES.eventId).describe("the body's id"),
    eventType: z.string(),
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
    attemptCount: z.number().int(),
    nextAttemptAt: timestamp.nullable(),
    createdAt: timestamp,
    attempts: z.array(AttemptSchema).describe("oldest first"),
    body: z.string().describe("the exact JSON body sent with every attempt (what the signature covers)"),
  })
  .meta({ id: "Delivery" });
export type DeliveryView = z.infer<typeof DeliverySchema>;
export const DeliveryListSchema = z
  .object({ list: z.array(DeliverySchema), pagination: PaginationSchema })
  .meta({ id: "DeliveryList" });
