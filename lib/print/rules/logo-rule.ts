import type { EccLevel } from "../../render/render-options";
import type { LaidOutDesign } from "../print-design";
import type { PrintFacts } from "./print-facts";

/** Share of codewords each error-correction level restores (ISO/IEC 18004: about 7, 15, 25 and 30 %). */
export const RESTORABLE_PERCENT: Record<EccLevel, number> = { L: 7, M: 15, Q: 25, H: 30 };

/** The share of the symbol's modules the logo hole clears, %. */
export function logoAreaPercent({ layout, matrix }: LaidOutDesign): number {
  const hole = layout.cleared;
  if (!hole) return 0;
  const cleared = (hole.rowTo - hole.rowFrom) * (hole.colTo - hole.colFrom);
  return (cleared / (matrix.size * matrix.size)) * 100;
}

/** A logo covering more modules than the level can restore leaves nothing for print damage. */
export function logoRule({ design }: PrintFacts) {
  const percent = logoAreaPercent(design);
  const restorable = RESTORABLE_PERCENT[design.errorCorrectionLevel];
  if (percent <= restorable) return null;
  return {
    code: "LOGO_TOO_LARGE" as const,
    message: `The logo covers ${percent.toFixed(1)}% of the modules; error correction level ${design.errorCorrectionLevel} restores about ${restorable}%, so shrink the logo or raise the level.`,
  };
}
