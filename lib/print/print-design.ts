import { type QrMatrix, buildMatrix } from "../render/build-matrix";
import type { LogoImage } from "../render/decode-logo";
import { computeLayout, type QrLayout } from "../render/layout";
import { logoAspect } from "../render/prepare-logo";
import { DEFAULT_LOGO_RATIO } from "../render/render-image";
import type { EccLevel } from "../render/render-options";
import type { QrStyle } from "../render/style-schema";

/** What is printed: the text the code encodes, its level, its resolved style and its decoded logo. */
export interface PrintDesign {
  content: string;
  errorCorrectionLevel: EccLevel;
  styles: QrStyle;
  logo?: LogoImage;
}

/** The design laid out as render-image draws it: the same level, matrix and layout. */
export interface LaidOutDesign extends PrintDesign {
  matrix: QrMatrix;
  layout: QrLayout;
}

/** A logo raises L and M to Q and a symbol to at least version 4, exactly as drawQr does. */
export function layOutDesign(design: PrintDesign): LaidOutDesign {
  const { logo, styles } = design;
  const level = design.errorCorrectionLevel;
  const errorCorrectionLevel: EccLevel = logo && (level === "L" || level === "M") ? "Q" : level;
  const matrix = buildMatrix(design.content, errorCorrectionLevel, { withLogo: Boolean(logo) });
  const shape = logo ? { ratio: styles.logo?.sizeRatio ?? DEFAULT_LOGO_RATIO, aspect: logoAspect(logo) } : null;
  return { ...design, errorCorrectionLevel, matrix, layout: computeLayout(matrix, styles, shape) };
}
