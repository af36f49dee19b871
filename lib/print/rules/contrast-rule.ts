import type { PrintFacts } from "./print-facts";
import { MIN_CODE_CONTRAST, weakestContrast } from "./module-colors";

/**
 * Scanners binarise the image: below a WCAG contrast of 3:1 between modules and background
 * (the threshold the render engine already enforces, lib/render/contrast.ts), the threshold
 * falls inside print and lighting noise.
 */
export function contrastRule({ design }: PrintFacts) {
  const ratio = weakestContrast(design.styles);
  if (ratio >= MIN_CODE_CONTRAST) return null;
  return {
    code: "LOW_CONTRAST" as const,
    message: `The modules contrast ${ratio.toFixed(2)}:1 with the background; print needs at least ${MIN_CODE_CONTRAST}:1, so use darker modules or a lighter background.`,
  };
}
