import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";
import { MAX_NAME_LENGTH } from "../codes/code-schemas";
import { httpUrl, normalizeUrl } from "../validation/http-url";
import { imageDataUrl } from "../validation/image-data-url";
import { LOGO_SIZE_LIMITS } from "../render/decode-logo-limits";

export const MAX_PROMPT_LENGTH = 1000;
export const MAX_VARIANTS = 4;

/** POST /api/v1/qrcodes/ai and the MCP tool create_ai_qr_code. */
export const CreateAiCodeBody = z
  .strictObject({
    content: httpUrl(2048)
      .transform(normalizeUrl)
      .describe("the http(s) target; the image encodes a tracking short link to it"),
    prompt: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(MAX_PROMPT_LENGTH, `must be at most ${MAX_PROMPT_LENGTH} characters`),
    negativePrompt: z
      .string()
      .trim()
      .max(MAX_PROMPT_LENGTH, `must be at most ${MAX_PROMPT_LENGTH} characters`)
      .optional(),
    name: z
      .string()
      .trim()
      .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`)
      .meta({
        examples: [EXAMPLES.name],
        description: "the code's name; without one (or empty), the prompt's first words (about 60 characters)",
      })
      .optional(),
    image: z
      .union([httpUrl(2048), imageDataUrl])
      .optional()
      .describe(
        `reference image: an http(s) URL (fetched through the outbound guard) or an uploaded data:image/…;base64 URL; required by the builtin engine; the image may be ${LOGO_SIZE_LIMITS}`,
      ),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
    strength: z.number().min(0).max(1).default(0.5).describe("0: robust, plain code … 1: most art"),
    variants: z.number().int().min(1).max(MAX_VARIANTS).default(1),
  })
  .meta({ id: "CreateAiCode" });
export type CreateAiCodeInput = z.output<typeof CreateAiCodeBody>;

/** POST /api/v1/qrcodes/{id}/regenerate: a new image for an AI code, under its short link. */
export const RegenerateAiCodeBody = CreateAiCodeBody.omit({ content: true, name: true })
  .partial({ prompt: true })
  .meta({ id: "RegenerateAiCode" });
export type RegenerateAiCodeInput = z.output<typeof RegenerateAiCodeBody>;

export const AiGenerationIdParams = z.object({ generationId: recordId("generation") });

export const AiStatus = z.enum(["QUEUED", "RUNNING", "SUCCEEDED", "FAILED"]);

export const DecoderResultSchema = z
  .object({
    decoder: z.enum(["jsqr", "zxing"]),
    condition: z.string().describe("256px, 512px, 1024px or blur"),
    text: z.string().nullable(),
    ok: z.boolean(),
  })
  .meta({ id: "DecoderResult" });

export const AiVariantSchema = z
  .object({
    index: z.number().int(),
    attempt: z.number().int(),
    imageUrl: exampleString(EXAMPLES.variantUrl),
    scannable: z.boolean(),
    score: z.number().describe("share of decodes that returned exactly the short link, 0..1"),
    decoders: z.array(DecoderResultSchema),
  })
  .meta({ id: "AiVariant" });
export type AiVariant = z.infer<typeof AiVariantSchema>;

export const AiGenerationSchema = z
  .object({
    generationId: storedRecordId(),
    status: AiStatus,
    progress: z.number().int().describe("0..100"),
    attempts: z.number().int(),
    provider: z.string(),
    variants: z.array(AiVariantSchema),
    qrcode: z
      .object({
        id: storedRecordId(),
        shortLink: exampleString(EXAMPLES.shortLink),
        imageUrl: exampleString(EXAMPLES.imageUrl),
        variant: z
          .number()
          .int()
          .optional()
          .describe("the variant the code's image is, while it is one of this generation's"),
      })
      .optional(),
    error: exampleString(
      "No scannable image after 3 attempts; nothing was charged. Last: no decoder read the code",
    ).optional(),
    createdAt: timestampString(),
    updatedAt: timestampString(),
  })
  .meta({ id: "AiGeneration" });
export type AiGenerationView = z.infer<typeof AiGenerationSchema>;

/** POST /api/v1/qrcodes/ai/{generationId}/choose: which scannable variant the saved code shows. */
export const ChooseAiVariantBody = z
  .strictObject({ variant: z.number().int().min(0).max(99).describe("a variant's index, from `variants`") })
  .meta({ id: "ChooseAiVariant" });

export const QueuedAiGenerationSchema = z
  .object({
    generationId: storedRecordId(),
    status: z.literal("QUEUED"),
    location: exampleString(EXAMPLES.generationUrl),
  })
  .meta({ id: "QueuedAiGeneration" });
