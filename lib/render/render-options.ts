import { z } from "zod";
import { parseWith } from "../errors/parse-with";
import { QrStyle } from "./style-schema";
import { DEFAULT_IMAGE_SIZE, MIN_IMAGE_SIZE } from "../generate/generate-limits";
import { ECC_LEVELS } from "./style-choices";

export const FORMATS = ["svg", "png", "webp", "jpeg", "pdf"] as const;
export { ECC_LEVELS };
export type ImageFormat = (typeof FORMATS)[number];
export type { EccLevel } from "./style-choices";

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

export const MIN_SIZE = MIN_IMAGE_SIZE;
/** The largest image the engine draws; callers pass their own lower cap (lib/generate/caller-image-cap.ts). */
export const MAX_SIZE = 4000;

export const FormatSchema = z.enum(FORMATS);
export const EccSchema = z.enum(ECC_LEVELS);

/** Image width in pixels, from MIN_SIZE up to the caller's cap; the message names the cap. */
export function sizeSchema(maxSize: number = MAX_SIZE) {
  const cap = Math.min(maxSize, MAX_SIZE);
  return z
    .number()
    .int("must be a whole number of pixels")
    .min(MIN_SIZE, `must be at least ${MIN_SIZE} px`)
    .max(cap, `must be at most ${cap} px for this caller`);
}

const DEFAULT_STYLE = QrStyle.parse({});

function buildSchema(maxSize: number) {
  return z.object({
    content: z.string().min(1, "is required").max(4096),
    format: FormatSchema.default("png"),
    size: sizeSchema(maxSize).default(DEFAULT_IMAGE_SIZE),
    errorCorrectionLevel: EccSchema.default("M"),
    styles: QrStyle.default(DEFAULT_STYLE),
  });
}

const schemas = new Map<number, ReturnType<typeof buildSchema>>();

/** Everything drawQr needs but the logo, which is binary and never goes through a validator. */
export function renderOptionsSchema(maxSize: number = MAX_SIZE): ReturnType<typeof buildSchema> {
  let schema = schemas.get(maxSize);
  if (!schema) {
    schema = buildSchema(maxSize);
    schemas.set(maxSize, schema);
  }
  return schema;
}

export type RenderOptions = z.output<ReturnType<typeof renderOptionsSchema>>;
export type RenderOptionsInput = z.input<ReturnType<typeof renderOptionsSchema>>;

/** Validates render options (JSON-like values only) against the caller's pixel cap; a 400 names the field. */
export function parseRenderOptions(input: RenderOptionsInput, maxSize: number = MAX_SIZE): RenderOptions {
  return parseWith(renderOptionsSchema(maxSize), input, "body");
}
