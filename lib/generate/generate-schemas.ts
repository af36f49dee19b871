import { z } from "zod";
import { EccSchema, FormatSchema } from "../render/render-options";
import { LogoUrl, QrStyleOverrides } from "../render/style-schema";
import { WholeNumber } from "../validation/whole-number";
import { MAX_CONTENT_LENGTH } from "./generate-limits";

export { MAX_CONTENT_LENGTH };

const Keywords = z.array(z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters")).max(20, "takes at most 20 keywords");

/** Options of a one-off image (public and plugin generation), shared by JSON bodies and query strings. */
export const GenerateQrBody = z.strictObject({
  content: z.string().min(1, "is required").max(MAX_CONTENT_LENGTH, `must be at most ${MAX_CONTENT_LENGTH} characters`),
  format: FormatSchema.default("png"),
  size: WholeNumber.optional().describe("pixels; default 512, capped by caller type"),
  errorCorrectionLevel: EccSchema.default("M"),
  templateId: z.string().trim().max(64).optional(),
  keywords: Keywords.optional(),
  logo: LogoUrl.optional(),
  styles: QrStyleOverrides.optional().describe("overrides of the template's style"),
});
export type GenerateQrInput = z.infer<typeof GenerateQrBody>;

const number = (field: string) =>
  z
    .string()
    .regex(/^-?\d+$/, `${field} must be a whole number`)
    .transform(Number);

/**
 * The GET form: the same options as query parameters. `keywords` is comma-separated; the style
 * overrides are either `styles` (JSON) or the flat fields below, which win over it.
 */
export const GenerateQrQuery = z
  .object({
    content: z.string({ error: "is required" }),
    format: z.string().optional(),
    size: number("size").optional(),
    errorCorrectionLevel: z.string().optional(),
    templateId: z.string().optional(),
    keywords: z.string().optional(),
    logo: z.string().optional(),
    styles: z.string().optional(),
    foregroundColor: z.string().optional(),
    backgroundColor: z.string().optional(),
    dotShape: z.string().optional(),
    finderOuterShape: z.string().optional(),
    finderInnerShape: z.string().optional(),
    margin: number("margin").optional(),
    frameText: z.string().optional(),
  })
  .transform(({ keywords, styles, foregroundColor, backgroundColor, dotShape, finderOuterShape, finderInnerShape, margin, frameText, ...rest }, context) => {
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
    const overrides = { ...parsedStyles, ...Object.fromEntries(Object.entries(flat).filter(([, value]) => value !== undefined)) };
    if (frameText !== undefined) overrides.frame = { ...(overrides.frame as object), text: frameText };
    return {
      ...rest,
      keywords: keywords
        ?.split(",")
        .map((keyword) => keyword.trim())
        .filter(Boolean),
      styles: Object.keys(overrides).length ? overrides : undefined,
    } as z.input<typeof GenerateQrBody>;
  })
  .pipe(GenerateQrBody);

export const PluginImageSchema = z.object({
  content: z.string(),
  format: FormatSchema,
  size: z.number().int(),
  templateUsed: z.string(),
  matchedKeywords: z.array(z.string()),
  image: z.string().describe("data URL of the image"),
});
