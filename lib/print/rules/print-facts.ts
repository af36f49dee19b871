import type { LaidOutDesign } from "../print-design";
import type { PrintOptions, PrintWarning } from "../print-schemas";

/** A laid-out design at one printed width, distance and dpi: what every rule reads. */
export interface PrintFacts extends PrintOptions {
  design: LaidOutDesign;
  /** Printed size of one module, mm. */
  moduleMm: number;
}

/** One rule of the print check: a warning, or null when the print passes it. */
export type PrintRule = (facts: PrintFacts) => PrintWarning | null;

/** Comparisons of measured lengths forgive float noise (0.3 m × 100 is 30.000000000000004 mm). */
export const EPSILON = 1e-9;

/** Millimetres rounded up to a tenth, so "print at least" is never a hair too small. */
export const roundUpMm = (mm: number): number => Math.ceil(mm * 10 - EPSILON) / 10;

/** A length in words: whole and tenths trimmed ("2.5 m", "32 mm"). */
export const formatLength = (value: number, unit: "mm" | "m"): string =>
  `${Number(value.toFixed(unit === "m" ? 2 : 1))} ${unit}`;
