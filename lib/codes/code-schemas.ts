import { AiStyles } from "../ai/ai-styles";
import { actorSchema } from "../audit/audit-schemas";
import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";
import { GenerateQrBody, MAX_CONTENT_LENGTH } from "../generate/generate-schemas";
import { EccSchema, FormatSchema, MAX_SIZE, MIN_SIZE } from "../render/render-options";
import { LogoSource } from "../logos/logo-schemas";
import { QrStyle, QrStyleOverrides } from "../render/style-schema";
import { MAX_BATCH_ITEMS, MAX_NAME_LENGTH, MAX_SEARCH_LENGTH, QR_MODES, QR_STATUSES } from "./code-limits";
import { HTTP_URL_MESSAGE, HTTP_URL_PATTERN, httpUrl, isHttpUrl, normalizeUrl } from "../validation/http-url";
import { CALLER_IMAGE_CAP } from "../validation/caller-image-cap-mark";
import { PageNumber, pageSize, QueryWholeNumber, WholeNumber } from "../validation/whole-number";
import { PaginationSchema } from "../validation/pagination";
import { checkSmartFields, SmartFields, SmartView } from "./smart-schemas";
import { Tag, Tags } from "./tag-schemas";
import { LinkFields, LinkView, UpdateLinkFields } from "./link-schemas";
import { TEMPLATES } from "../templates/catalog";

export { MAX_BATCH_ITEMS, MAX_NAME_LENGTH, MAX_SEARCH_LENGTH, QR_MODES, QR_STATUSES };
export const AI_CREATE_REFUSED = "AI codes are made through the AI creation interface; use DYNAMIC or STATIC here";

/** Normalised by the WHATWG URL parser, so a stored target is ASCII and safe in a Location header. */
const TargetUrl = httpUrl(MAX_CONTENT_LENGTH).transform(normalizeUrl);

const Name = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`)
  .meta({ examples: [EXAMPLES.name] });

/** The spec's create parameters (also one batch item), plus `styles` overrides of the template. */
export const CreateQrCodeBody = GenerateQrBody.pick({
  content: true,
  templateId: true,
  keywords: true,
  logo: true,
  errorCorrectionLevel: true,
  styles: true,
})
  .extend({
    mode: z
      .enum(QR_MODES)
      .default("DYNAMIC")
      .refine((mode) => mode !== "AI", AI_CREATE_REFUSED)
      .describe("DYNAMIC (default): a tracked short link to the URL in content; STATIC: content itself, no tracking")
      // AI codes have an interface of their own (POST /api/v1/qrcodes/ai): the document lists what this one takes.
      .meta({ enum: QR_MODES.filter((mode) => mode !== "AI") }),
    name: Name.optional(),
    tags: Tags.optional(),
    size: WholeNumber.min(MIN_SIZE, `must be at least ${MIN_SIZE} px`)
      .max(MAX_SIZE, `must be at most ${MAX_SIZE} px`)
      .optional()
      .describe("default image width in pixels (512)")
      .meta({ [CALLER_IMAGE_CAP]: true }),
    ...SmartFields,
    ...LinkFields,
  })
  .superRefine((body, context) => {
    if (body.mode === "DYNAMIC" && !isHttpUrl(body.content)) {
      context.addIssue({
        code: "custom",
        path: ["content"],
        message: `${HTTP_URL_MESSAGE} for a DYNAMIC code (use mode STATIC to encode text)`,
      });
    }
    checkSmartFields(body, context, body.mode === "STATIC");
  })
  // The DYNAMIC rule above in the document's terms: unless mode is STATIC, content is an http(s) URL.
  .meta({
    id: "CreateQrCode",
    if: { required: ["mode"], properties: { mode: { const: "STATIC" } } },
    else: { properties: { content: { format: "uri", pattern: HTTP_URL_PATTERN } } },
  });
export type CreateQrCodeInput = z.output<typeof CreateQrCodeBody>;

export const CODE_SORTS = ["-createdAt", "createdAt", "name", "-name", "scanCount", "-scanCount"] as const;

export const ListQrCodesQuery = z.object({
  page: PageNumber,
  size: pageSize(50, 10),
  mode: z.enum(QR_MODES).optional(),
  status: z.enum(["READY", "EXPIRED"]).optional(),
  keyword: z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH)
    .meta({ examples: [EXAMPLES.tag] })
    .optional()
    .describe("matches name or content, case-insensitive"),
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`)
    .meta({ examples: ["menu"] })
    .optional()
    .describe(
      "search: matches name, content, destination (targetUrl), short code or branded slug, case-insensitive; a pasted short link (branded or not) finds its code",
    ),
  tag: Tag.optional().describe("only codes carrying this tag"),
  sort: z
    .enum(CODE_SORTS)
    .default("-createdAt")
    .describe("column to order by; a leading '-' means descending (default: newest first)"),
});
export type ListQrCodesInput = z.output<typeof ListQrCodesQuery>;

// Ids are cuids. A malformed one is a 400 on `id`; a well-formed id that is unknown, deleted or
// another account's is the same 404 (so ids reveal nothing).
export const QrCodeIdParams = z.object({ id: recordId("QR code") });

export const UpdateQrCodeBody = z
  .strictObject({
    targetUrl: TargetUrl.optional().describe("where the short link redirects from now on"),
    name: Name.nullable().optional(),
    tags: Tags.optional().describe("the code's whole set of tags from now on ([] removes them all)"),
    status: z
      .enum(QR_STATUSES)
      .optional()
      .describe("READY and EXPIRED both ways; DELETED equals delete (undone by POST …/restore within 30 days)"),
    templateId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe("redesign from this template (GET /api/v1/templates); the short link stays")
      .meta({ enum: TEMPLATES.map((template) => template.id) }),
    styles: QrStyleOverrides.optional().describe(
      "style overrides, applied to templateId's style when given, else to the code's current style",
    ),
    logo: LogoSource.nullable()
      .optional()
      .describe("a new logo (http(s) URL or logo:<id> of an upload); null removes the logo"),
    errorCorrectionLevel: EccSchema.optional(),
    ...SmartFields,
    ...UpdateLinkFields,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "give at least one field to change")
  .superRefine((body, context) => checkSmartFields(body, context, false))
  .meta({ id: "UpdateQrCode", minProperties: 1 });
export type UpdateQrCodeInput = z.output<typeof UpdateQrCodeBody>;

export const CloneQrCodeBody = z
  .strictObject({
    name: Name.optional().describe("default: the original's name + ' (copy)'"),
    content: z
      .string()
      .min(1, "must not be empty")
      .max(MAX_CONTENT_LENGTH, `must be at most ${MAX_CONTENT_LENGTH} characters`)
      .meta({ examples: [EXAMPLES.url] })
      .optional(),
  })
  .meta({ id: "CloneQrCode" });
export type CloneQrCodeInput = z.output<typeof CloneQrCodeBody>;

/**
 * A batch checks JSON types only: an item of the wrong type fails the whole request (nothing is
 * charged); every other problem fails just its item (see batch-create-qr-codes).
 */
const BatchItemShape = z.looseObject({
  content: z.string().optional(),
  mode: z.string().optional(),
  name: z.string().optional(),
  tags: z.array(z.string()).optional(),
  templateId: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  logo: z.string().optional(),
  size: z.number().optional(),
  errorCorrectionLevel: z.string().optional(),
  styles: z.record(z.string(), z.unknown()).optional(),
  domain: z.string().nullable().optional(),
  slug: z.string().optional(),
});
const itemsLength = { min: "needs at least 1 item", max: `takes at most ${MAX_BATCH_ITEMS} items` };
export const BatchCreateBody = z.strictObject({
  items: z.array(BatchItemShape).min(1, itemsLength.min).max(MAX_BATCH_ITEMS, itemsLength.max),
});
/** The same request as documented: each item is a full create body. */
export const BatchCreateDocBody = z
  .strictObject({ items: z.array(CreateQrCodeBody).min(1).max(MAX_BATCH_ITEMS) })
  .meta({ id: "BatchCreate" });

export const SavedImageQuery = z.object({
  format: FormatSchema.default("png"),
  size: QueryWholeNumber.min(MIN_SIZE, `must be at least ${MIN_SIZE} px`)
    .optional()
    .describe("pixels; default the code's size")
    .meta({ [CALLER_IMAGE_CAP]: true }),
});

// --- Answers ---

const Mode = z.enum(QR_MODES);
const Status = z.enum(QR_STATUSES);
const id = storedRecordId();
const name = exampleString(EXAMPLES.name).nullable();
const targetUrl = exampleString(EXAMPLES.url);
const tags = z.array(exampleString(EXAMPLES.tag));
const templateUsed = exampleString(EXAMPLES.templateId);
const timestamp = timestampString("ISO 8601 timestamp");
const shortLink = exampleString(EXAMPLES.shortLink).optional().describe("tracking short link; DYNAMIC codes only");

export const QrCodeSummarySchema = z
  .object({
    id,
    name,
    mode: Mode,
    status: Status,
    targetUrl,
    scanCount: z.number().int(),
    shortLink,
    ...LinkView,
    tags,
    createdAt: timestamp,
    updatedAt: timestamp,
    createdBy: actorSchema(exampleString(EXAMPLES.personName).describe("the user's name, or the key's name, now"))
      .nullable()
      .describe(
        "who created the code: a signed-in user or an API key; null once that user or key is deleted, and for codes made before this was recorded",
      ),
  })
  .meta({ id: "QrCodeSummary" });

export { PaginationSchema };
export const QrCodeListSchema = z
  .object({ data: z.array(QrCodeSummarySchema), pagination: PaginationSchema })
  .meta({ id: "QrCodeList" });

// The full resource: the list entry's fields plus the rest of the spec's QR code resource.
export const QrCodeSchema = QrCodeSummarySchema.extend({
  templateUsed,
  matchedKeywords: z.array(exampleString(EXAMPLES.tag)),
  styles: z
    .union([QrStyle, AiStyles])
    .describe("the drawing style; an AI code's holds its prompt and engine parameters under `ai`"),
  content: exampleString(EXAMPLES.url).describe("what was given at creation; a STATIC code encodes it"),
  imageUrl: exampleString(EXAMPLES.imageUrl).describe("GET it with the same credentials for the image"),
  logo: z.string().nullable(),
  size: z.number().int(),
  errorCorrectionLevel: exampleString(EXAMPLES.errorCorrectionLevel),
  clonedFrom: id.optional(),
})
  .extend(SmartView.shape)
  .meta({ id: "QrCode" });
export type QrCodeView = z.infer<typeof QrCodeSchema>;

export const CreatedQrCodeSchema = QrCodeSchema.pick({
  id: true,
  shortLink: true,
  domain: true,
  slug: true,
  templateUsed: true,
  matchedKeywords: true,
  styles: true,
  imageUrl: true,
}).meta({ id: "CreatedQrCode" });
export const UpdatedQrCodeSchema = z
  .object({
    id,
    targetUrl,
    name,
    tags,
    status: Status,
    templateUsed: templateUsed.describe("the template the code's design starts from"),
    updatedAt: timestamp,
    shortLink,
    ...LinkView,
  })
  .extend(SmartView.shape)
  .meta({ id: "UpdatedQrCode" });
export const DeletedQrCodeSchema = z.object({ id, deleted: z.boolean() }).meta({ id: "DeletedQrCode" });
export const ClonedQrCodeSchema = z.object({ id, clonedFrom: id, name, shortLink }).meta({ id: "ClonedQrCode" });
export const BatchResultSchema = z
  .object({
    total: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    results: z.array(
      z.object({
        index: z.number().int(),
        success: z.boolean(),
        data: z.object({ id, shortLink, templateUsed }).optional(),
        error: exampleString("content: is required").optional().describe("why this item failed, naming the field"),
      }),
    ),
  })
  .meta({ id: "BatchResult" });
