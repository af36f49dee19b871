import { z } from "zod";
import { ECC_LEVELS } from "../render/style-choices";

/** Bounds of a print check: wide enough for a stamp or a poster, small enough to simulate quickly. */
export const PRINT_LIMITS = {
  widthMm: { min: 5, max: 2000, default: 30 },
  distanceM: { min: 0.05, max: 100, default: 0.3 },
  dpi: { min: 72, max: 2400, default: 300 },
} as const;

const NUMBER = "must be a number";

const bounded = (name: keyof typeof PRINT_LIMITS, unit: string, description: string) => {
  const { min, max, default: fallback } = PRINT_LIMITS[name];
  return z.coerce
    .number({ error: NUMBER })
    .min(min, `must be at least ${min} ${unit}`)
    .max(max, `must be at most ${max} ${unit}`)
    .default(fallback)
    .describe(`${description}; ${min}–${max} ${unit}, default ${fallback}`);
};

export const PrintOptionsSchema = z.object({
  widthMm: bounded("widthMm", "mm", "printed width of the whole image (quiet zone and frame included)"),
  distanceM: bounded("distanceM", "m", "farthest distance the code is scanned from"),
  dpi: bounded("dpi", "dpi", "the printer's resolution"),
});
export type PrintOptions = z.output<typeof PrintOptionsSchema>;

export const PRINT_WARNING_CODES = [
  "TOO_SMALL_FOR_DISTANCE",
  "MODULES_TOO_SMALL",
  "LOW_CONTRAST",
  "INVERTED",
  "LOGO_TOO_LARGE",
  "QUIET_ZONE",
  "UNREADABLE",
] as const;
export type PrintWarningCode = (typeof PRINT_WARNING_CODES)[number];

export const PrintWarningSchema = z.object({ code: z.enum(PRINT_WARNING_CODES), message: z.string() });
export type PrintWarning = z.output<typeof PrintWarningSchema>;

export const PrintCheckSchema = z
  .object({
    ok: z
      .boolean()
      .describe(
        "both decoders read the simulated print, and no rule predicting a failed scan fired (INVERTED and QUIET_ZONE only warn)",
      ),
    version: z.number().int().describe("QR version, 1–40"),
    modules: z.number().int().describe("modules per side of the symbol, quiet zone excluded"),
    moduleMm: z.number().describe("printed size of one module, mm"),
    minWidthMm: z.number().describe("smallest printed width that passes the size rules at this distance and dpi, mm"),
    maxDistanceM: z.number().describe("farthest scanning distance this width allows, m"),
    quietZoneModules: z.number().describe("light modules around the symbol on its narrowest side"),
    contrastRatio: z
      .number()
      .describe("WCAG contrast ratio of the darkest-to-lightest pair the scanner must tell apart"),
    logoAreaPercent: z.number().describe("share of the symbol's modules under the logo, %"),
    errorCorrectionLevel: z.enum(ECC_LEVELS).describe("the level drawn (a logo raises L and M to Q)"),
    warnings: z.array(PrintWarningSchema),
  })
  .meta({ id: "PrintCheck" });
export type PrintCheck = z.output<typeof PrintCheckSchema>;
