import type { PrintFacts } from "./print-facts";
import { lighterThanBackground } from "./module-colors";

/**
 * ISO/IEC 18004 allows a symbol printed light on dark (reflectance reversal), but many phone
 * scanners only look for dark modules on a light background.
 */
export function invertedRule({ design }: PrintFacts) {
  const lighter = lighterThanBackground(design.styles);
  if (lighter.length === 0) return null;
  return {
    code: "INVERTED" as const,
    message: `${lighter.join(", ")} is lighter than the background ${design.styles.backgroundColor}: light-on-dark codes are refused by some phone scanners; print dark modules on a light background.`,
  };
}
