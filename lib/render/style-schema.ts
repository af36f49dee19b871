import { z } from "zod";
import { MIN_CODE_CONTRAST, MIN_TEXT_CONTRAST } from "./contrast";
import { DOT_SHAPES, FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, FRAME_STYLES } from "./style-choices";
import { httpUrl } from "../validation/http-url";
import { WholeNumber } from "../validation/whole-number";

const expandHex = (value: string): string => {
  const hex = value.trim().toLowerCase();
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
};

/** `#rgb` or `#rrggbb`, normalised to lowercase `#rrggbb`. */
export const HexColor = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour such as #1a2b3c")
  .overwrite(expandHex);

export { DOT_SHAPES, FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES, FRAME_STYLES };

export const GradientSchema = z
  .strictObject({
    type: z.enum(["linear", "radial"]),
    rotation: z.number().min(-360).max(360).default(0).describe("degrees, linear gradients only"),
    stops: z
      .array(z.strictObject({ offset: z.number().min(0).max(1), color: HexColor }))
      .min(2, "needs at least 2 stops")
      .max(5, "takes at most 5 stops"),
  })
  .meta({ id: "Gradient" });

export const MAX_LOGO_URL_LENGTH = 2048;
/** A logo's address (styles.logo.url, and `logo` of a request); trimmed, as zod's z.url() did before. */
export const LogoUrl = httpUrl(MAX_LOGO_URL_LENGTH, z.string().trim()).meta({ format: "uri" });
const logoRatio = z
  .number()
  .min(0.1)
  .max(0.22)
  .describe("logo width / code width; at most 0.22 keeps the code readable");
export const LogoSchema = z.strictObject({ url: LogoUrl.optional(), sizeRatio: logoRatio.default(0.2) });
const LogoPatch = z.strictObject({ url: LogoUrl.optional(), sizeRatio: logoRatio.optional() });

const frameStyle = z.enum(FRAME_STYLES);
const frameText = z.string().trim().max(30, "must be at most 30 characters");
export const FrameSchema = z
  .strictObject({
    style: frameStyle.default("banner-bottom"),
    text: frameText.default("Scan me"),
    color: HexColor.default("#111111"),
    textColor: HexColor.default("#ffffff"),
  })
  .meta({ id: "Frame" });
const FramePatch = z.strictObject({
  style: frameStyle.optional(),
  text: frameText.optional(),
  color: HexColor.optional(),
  textColor: HexColor.optional(),
});

/** The `styles` object of a code: how its image is drawn. Parsing fills every default. */
// Rules a JSON Schema cannot state, checked after parsing (lib/render/contrast.ts); the document says them.
const CONTRAST_RULE = `Colours must contrast: the modules (foregroundColor, each gradient stop, finder colours) must be darker than backgroundColor with at least ${MIN_CODE_CONTRAST}:1 contrast (WCAG ratio), and frame text ${MIN_TEXT_CONTRAST}:1 against the frame colour; otherwise 400 naming the field.`;

export const QrStyle = z
  .strictObject({
    foregroundColor: HexColor.default("#000000"),
    backgroundColor: HexColor.default("#ffffff"),
    gradient: GradientSchema.nullable().default(null).describe("paints the modules instead of foregroundColor"),
    dotShape: z.enum(DOT_SHAPES).default("square"),
    finderOuterShape: z.enum(FINDER_OUTER_SHAPES).default("square"),
    finderOuterColor: HexColor.nullable().default(null).describe("null: same paint as the modules"),
    finderInnerShape: z.enum(FINDER_INNER_SHAPES).default("square"),
    finderInnerColor: HexColor.nullable().default(null).describe("null: same paint as the finder outer ring"),
    margin: WholeNumber.min(2, "must be at least 2 modules (the quiet zone)").max(16, "must be at most 16").default(4),
    logo: LogoSchema.nullable().default(null),
    frame: FrameSchema.nullable().default(null),
  })
  .describe(CONTRAST_RULE)
  .meta({ id: "QrStyle" });

/** Caller-supplied changes to a template's style: every field optional, frame and logo patched field by field. */
export const QrStyleOverrides = z
  .strictObject({
    foregroundColor: HexColor.optional(),
    backgroundColor: HexColor.optional(),
    gradient: GradientSchema.nullable().optional(),
    dotShape: z.enum(DOT_SHAPES).optional(),
    finderOuterShape: z.enum(FINDER_OUTER_SHAPES).optional(),
    finderOuterColor: HexColor.nullable().optional(),
    finderInnerShape: z.enum(FINDER_INNER_SHAPES).optional(),
    finderInnerColor: HexColor.nullable().optional(),
    margin: WholeNumber.min(2, "must be at least 2 modules (the quiet zone)").max(16, "must be at most 16").optional(),
    logo: LogoPatch.nullable().optional(),
    frame: FramePatch.nullable().optional(),
  })
  .describe(CONTRAST_RULE)
  .meta({ id: "QrStyleOverrides" });

export type QrStyle = z.output<typeof QrStyle>;
export type QrStyleInput = z.input<typeof QrStyle>;
export type QrStyleOverrides = z.output<typeof QrStyleOverrides>;
export type Gradient = z.output<typeof GradientSchema>;
export type Frame = z.output<typeof FrameSchema>;
export type { DotShape, FinderInnerShape, FinderOuterShape } from "./style-choices";
