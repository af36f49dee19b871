import type { LaidOutDesign } from "../print-design";
import type { PrintFacts } from "./print-facts";

/** ISO/IEC 18004 asks for a light margin of 4 modules on every side of the symbol. */
export const MIN_QUIET_ZONE = 4;

/**
 * The narrowest light margin around the symbol: the style's margin, or less where a bottom
 * banner starts closer (a box frame's border lies outside the margin).
 */
export function quietZoneModules({ layout, matrix, styles }: LaidOutDesign): number {
  const band = layout.frame?.frame.style === "banner-bottom" ? layout.frame.band : null;
  const below = band ? band.y - (layout.originY + matrix.size) : Number.POSITIVE_INFINITY;
  return Math.min(styles.margin, below);
}

export function quietZoneRule({ design }: PrintFacts) {
  const quiet = quietZoneModules(design);
  if (quiet >= MIN_QUIET_ZONE) return null;
  const cause = quiet < design.styles.margin ? "the frame's banner starts" : "the margin is";
  return {
    code: "QUIET_ZONE" as const,
    message: `${cause[0].toUpperCase()}${cause.slice(1)} ${quiet} modules from the symbol; ISO/IEC 18004 asks for ${MIN_QUIET_ZONE} light modules on every side, so keep a wider margin and trim nothing off it.`,
  };
}
