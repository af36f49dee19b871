import { contrastRatio, luminance } from "../../render/color";
import { MIN_CODE_CONTRAST } from "../../render/contrast";
import type { QrStyle } from "../../render/style-schema";

export { MIN_CODE_CONTRAST };

/** Every colour modules are painted in: the gradient's stops or the foreground, and the finder colours. */
export function moduleColors(style: QrStyle): string[] {
  const colors = style.gradient ? style.gradient.stops.map((stop) => stop.color) : [style.foregroundColor];
  if (style.finderOuterColor) colors.push(style.finderOuterColor);
  if (style.finderInnerColor) colors.push(style.finderInnerColor);
  return colors;
}

/** The weakest contrast between a module colour and the background (WCAG 2 ratio, 1–21). */
export const weakestContrast = (style: QrStyle): number =>
  Math.min(...moduleColors(style).map((color) => contrastRatio(color, style.backgroundColor)));

/** Module colours lighter than the background: the code is printed light on dark. */
export const lighterThanBackground = (style: QrStyle): string[] =>
  moduleColors(style).filter((color) => luminance(color) > luminance(style.backgroundColor));
