import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { logoOf, SAVED_IMAGE_SELECT, savedCodeText } from "../codes/render-saved-code";
import { ApiError } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
import type { EccLevel } from "../render/render-options";
import { QrStyle } from "../render/style-schema";
import { checkDesignPrint } from "./check-design-print";
import { type PrintCheck, type PrintOptions, PrintOptionsSchema } from "./print-schemas";

export type { PrintCheck };

/**
 * The print check of one of the workspace's codes (another workspace's is a 404, as reading it
 * is): its stored style, logo and level, encoding what its image encodes (the short link of a
 * dynamic code). Options left out take the
 * schema's defaults; one out of its range is a 400 naming it.
 */
export async function checkCodePrint(
  accountId: string,
  qrCodeId: string,
  options: { widthMm: number; distanceM?: number; dpi?: number },
): Promise<PrintCheck> {
  const code = await getQrCodeOrThrow(accountId, qrCodeId, SAVED_IMAGE_SELECT);
  if (code.mode === "AI") {
    throw new ApiError(
      "INVALID_REQUEST",
      "An AI code's image is its art, which has no layout to check; print its image and scan a test print.",
    );
  }
  const printOptions: PrintOptions = parseWith(PrintOptionsSchema, options, "query");
  const logo = code.logoUrl ? await logoOf(code.logoUrl) : undefined;
  return checkDesignPrint(
    {
      content: savedCodeText(code),
      errorCorrectionLevel: code.errorCorrectionLevel as EccLevel,
      styles: parseWith(QrStyle, code.styles, "styles"),
      logo,
    },
    printOptions,
  );
}
