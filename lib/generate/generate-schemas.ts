import { z } from "zod";
import { EXAMPLES, exampleString } from "../validation/examples";
import { ECC_LEVELS, EccSchema, FORMATS, FormatSchema, MAX_SIZE, MIN_SIZE } from "../render/render-options";
import { LogoSource } from "../logos/logo-schemas";
import { LOGO_SIZE_LIMITS } from "../render/decode-logo-limits";
import { DOT_SHAPES, FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, QrStyleOverrides } from "../render/style-schema";
import { CALLER_IMAGE_CAP } from "../validation/caller-image-cap-mark";
import { WholeNumber } from "../validation/whole-number";
import { MAX_CONTENT_LENGTH } from "./generate-limits";
import { TEMPLATES } from "../templates/catalog";

/** The catalog's ids: the document lists them (an unknown id is a 400 naming templateId). */
const TEMPLATE_IDS = TEMPLATES.map((template) => template.id);

export { MAX_CONTENT_LENGTH };

const Keywords = z
  .array(
    z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters").meta({ pattern: "\\S" }),
  )
  .max(20, "takes at most 20 keywords");

/** Options of a one-off image (public and plugin generation), shared by JSON bodies and query strings. */
export const GenerateQrBody = z
  .strictObject({
    content: z
      .string()
      .min(1, "is required")
      .max(MAX_CONTENT_LENGTH, `must be at most ${MAX_CONTENT_LENGTH} characters`)
      .meta({ examples: [EXAMPLES.url] }),
    format: FormatSchema.default("png"),
    size: WholeNumber.min(MIN_SIZE, `must be at least ${MIN_SIZE} px`)
      .optional()
      .describe("pixels; default 512")
      .meta({ [CALLER_IMAGE_CAP]: true }),
    errorCorrectionLevel: EccSchema.default("M"),
    templateId: z.string().trim().max(64).optional().meta({ enum: TEMPLATE_IDS }),
    keywords: Keywords.optional(),
    logo: LogoSource.optional(),
    styles: QrStyleOverrides.optional().describe("overrides of the template's style"),
  })
  .meta({ id: "GenerateQr" });
export type GenerateQrInput = z.infer<typeof GenerateQrBody>;

/** A `styles` query value the server accepts (dark on light, in contrast). */
const STYLES_QUERY_EXAMPLE = { foregroundColor: "#0f172a", backgroundColor: "#ffffff", dotShape: "rounded" };

const number = (field: string) =>
  z
    .string()
    .regex(/^-?\d+$/, `${field} must be a whole number`)
    .transform(Number);

// The query strings are checked by GenerateQrBody after the transform below; these annotations
// give the document the same enums, ranges and patterns so a client can build an accepted request.
const HEX_PATTERN = "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$";
const oneOf = (values: readonly string[]) =>
  z
    .string()
    .optional()
    .meta({ enum: [...values] });
const hexColor = (example: string) =>
  z
    .string()
    .optional()
    .meta({ pattern: HEX_PATTERN, description: "hex colour `#rgb` or `#rrggbb`", examples: [example] });
const rangedNumber = (field: string, minimum: number, maximum: number, description: string) =>
  number(field).optional().meta({ type: "integer", minimum, maximum, pattern: undefined, description });

/**
 * The GET form: the same options as query parameters. `keywords` is comma-separated; the style
 * overrides are either `styles` (JSON) or the flat fields below, which win over it.
 */
export const GenerateQrQueryFields = z.object({
  content: z.string({ error: "is required" }).meta({
    minLength: 1,
    examples: [EXAMPLES.url],
    maxLength: MAX_CONTENT_LENGTH,
    description:
      "text to encode; the longest content a symbol holds depends on errorCorrectionLevel (L holds the most, H the least)",
  }),
  format: oneOf(FORMATS).meta({ description: "image format; default png" }),
  size: rangedNumber("size", MIN_SIZE, MAX_SIZE, "pixels; default 512").meta({ [CALLER_IMAGE_CAP]: true }),
  errorCorrectionLevel: oneOf(ECC_LEVELS).meta({ description: "error correction level; default M" }),
  templateId: z.string().optional().meta({ maxLength: 64, enum: TEMPLATE_IDS }),
  keywords: z
    .string()
    .optional()
    .meta({ description: "comma-separated, at most 20 keywords of at most 40 characters" }),
  logo: z
    .string()
    .optional()
    .meta({
      format: "uri",
      description: `http(s) URL of a logo image, or \`logo:<id>\` of an upload (POST /api/v1/logos; callers with a key or session); the image may be ${LOGO_SIZE_LIMITS}`,
    }),
  styles: z
    .string()
    .optional()
    .meta({
      description:
        "style overrides as the JSON text of an object, the same shape as the body's `styles` (URL-encode it); not valid JSON, or not an object, is a 400 on `styles`",
      examples: [JSON.stringify(STYLES_QUERY_EXAMPLE)],
    }),
  foregroundColor: hexColor("#0f172a"),
  backgroundColor: hexColor("#ffffff"),
  dotShape: oneOf(DOT_SHAPES),
  finderOuterShape: oneOf(FINDER_OUTER_SHAPES),
  finderInnerShape: oneOf(FINDER_INNER_SHAPES),
  margin: rangedNumber("margin", 2, 16, "quiet zone in modules"),
  frameText: z.string().optional(),
});

/** The query fields as the JSON body they stand for: style overrides gathered into `styles`, keywords split. */
export const queryToGenerateBody = (
  {
    keywords,
    styles,
    foregroundColor,
    backgroundColor,
    dotShape,
    finderOuterShape,
    finderInnerShape,
    margin,
    frameText,
    ...rest
  }: z.output<typeof GenerateQrQueryFields>,
  context: z.RefinementCtx,
): z.input<typeof GenerateQrBody> => {
  let parsedStyles: Record<string, unknown> = {};
  if (styles !== undefined) {
    try {
      parsedStyles = JSON.parse(styles);
    } catch {
      context.addIssue({ code: "custom", path: ["styles"], message: "must be a JSON object" });
      return z.NEVER;
    }
  }
  const flat = { foregroundColor, backgroundColor, dotShape, finderOuterShape, finderInnerShape, margin };
  const overrides = {
    ...parsedStyles,
    ...Object.fromEntries(Object.entries(flat).filter(([, value]) => value !== undefined)),
  };
  if (frameText !== undefined) overrides.frame = { ...(overrides.frame as object), text: frameText };
  return {
    ...rest,
    keywords: keywords
      ?.split(",")
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    styles: Object.keys(overrides).length ? overrides : undefined,
  } as z.input<typeof GenerateQrBody>;
};

/** The GET form parsed: the query fields, style overrides gathered into `styles`, checked as a JSON body. */
export const GenerateQrQuery = GenerateQrQueryFields.transform(queryToGenerateBody).pipe(GenerateQrBody);

export const PluginImageSchema = z
  .object({
    content: exampleString(EXAMPLES.url),
    format: FormatSchema,
    size: z.number().int(),
    templateUsed: exampleString(EXAMPLES.templateId),
    matchedKeywords: z.array(exampleString(EXAMPLES.tag)),
    image: z.string().describe("data URL of the image (data:image/…, or data:application/pdf for format pdf)"),
  })
  .meta({ id: "PluginImage" });
