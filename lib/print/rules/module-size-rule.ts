import { EPSILON, formatLength, type PrintFacts, roundUpMm } from "./print-facts";

/** Smallest module phone cameras resolve reliably at close range (the common printing guidance). */
export const MIN_MODULE_MM = 0.4;
/** A module narrower than three printer dots loses its shape to dot gain and rounding. */
export const MIN_MODULE_DOTS = 3;

/** The smallest module this printer prints well, mm. */
export const minModuleMm = (dpi: number): number => Math.max(MIN_MODULE_MM, (MIN_MODULE_DOTS * 25.4) / dpi);

/** Smallest printed width whose modules pass, mm: `modulesAcross` modules span the whole image. */
export const minWidthForModules = (modulesAcross: number, dpi: number): number =>
  roundUpMm(modulesAcross * minModuleMm(dpi));

export function moduleSizeRule({ design, moduleMm, dpi }: PrintFacts) {
  const needed = minModuleMm(dpi);
  if (moduleMm + EPSILON >= needed) return null;
  const dots = (moduleMm * dpi) / 25.4;
  return {
    code: "MODULES_TOO_SMALL" as const,
    message: `Each module is ${moduleMm.toFixed(2)} mm (${dots.toFixed(1)} printer dots at ${dpi} dpi); it needs at least ${needed.toFixed(2)} mm and ${MIN_MODULE_DOTS} dots, so print at least ${formatLength(minWidthForModules(design.layout.width, dpi), "mm")} wide.`,
  };
}
