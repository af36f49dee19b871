import { z } from "zod";
import { FormatSchema, MAX_SIZE, MIN_SIZE } from "../render/render-options";
import { CALLER_IMAGE_CAP } from "../validation/caller-image-cap-mark";
import { WholeNumber } from "../validation/whole-number";
import { QrCodeIdParams } from "./code-schemas";

export const MAX_EXPORT_CODES = 50;

export const ExportQrCodesBody = z
  .strictObject({
    ids: z
      .array(QrCodeIdParams.shape.id)
      .min(1, "needs at least 1 id")
      .max(MAX_EXPORT_CODES, `takes at most ${MAX_EXPORT_CODES} ids`)
      .refine((ids) => new Set(ids).size === ids.length, "must not repeat an id")
      .meta({ uniqueItems: true })
      .describe("the codes to put in the archive, in this order"),
    format: FormatSchema.default("png").describe("one format for every file"),
    size: WholeNumber.min(MIN_SIZE, `must be at least ${MIN_SIZE} px`)
      .max(MAX_SIZE, `must be at most ${MAX_SIZE} px`)
      .optional()
      .describe("pixels for every image; default each code's own size")
      .meta({ [CALLER_IMAGE_CAP]: true }),
  })
  .meta({ id: "ExportQrCodes" });
export type ExportQrCodesInput = z.output<typeof ExportQrCodesBody>;
