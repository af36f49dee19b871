import { EPSILON, formatLength, type PrintFacts, roundUpMm } from "./print-facts";

/**
 * The usual rule of thumb of QR code printing guides: a code is read from at most about ten
 * times its printed width (a phone's camera needs the code to fill enough of its frame).
 */
export const DISTANCE_PER_WIDTH = 10;

/** Farthest scanning distance of a code printed `widthMm` wide, m. */
export const maxDistanceFor = (widthMm: number): number => (widthMm * DISTANCE_PER_WIDTH) / 1000;

/** Smallest printed width read from `distanceM`, mm. */
export const minWidthForDistance = (distanceM: number): number => roundUpMm((distanceM * 1000) / DISTANCE_PER_WIDTH);

export function scanDistanceRule({ widthMm, distanceM }: PrintFacts) {
  if (maxDistanceFor(widthMm) + EPSILON >= distanceM) return null;
  return {
    code: "TOO_SMALL_FOR_DISTANCE" as const,
    message: `At ${formatLength(widthMm, "mm")} wide the code is read from up to ${formatLength(maxDistanceFor(widthMm), "m")} away; to be read from ${formatLength(distanceM, "m")}, print it at least ${formatLength(minWidthForDistance(distanceM), "mm")} wide.`,
  };
}
