import { type PrintDesign, layOutDesign } from "./print-design";
import type { PrintCheck, PrintOptions, PrintWarning, PrintWarningCode } from "./print-schemas";
import { contrastRule } from "./rules/contrast-rule";
import { invertedRule } from "./rules/inverted-rule";
import { logoAreaPercent, logoRule } from "./rules/logo-rule";
import { minWidthForModules, moduleSizeRule } from "./rules/module-size-rule";
import { weakestContrast } from "./rules/module-colors";
import type { PrintFacts, PrintRule } from "./rules/print-facts";
import { quietZoneModules, quietZoneRule } from "./rules/quiet-zone-rule";
import { maxDistanceFor, minWidthForDistance, scanDistanceRule } from "./rules/scan-distance-rule";
import { simulatePrint } from "./simulate-print";

const RULES: PrintRule[] = [scanDistanceRule, moduleSizeRule, contrastRule, invertedRule, logoRule, quietZoneRule];

/** Warnings that leave `ok` alone: readers commonly cope, but not all of them. */
const ADVISORY: ReadonlySet<PrintWarningCode> = new Set(["INVERTED", "QUIET_ZONE"]);

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/**
 * The print check of one design (content + style + logo) at a printed width, scanning distance
 * and printer resolution: the rules, then a simulated print read by both decoders. `ok` only
 * when both read exactly `design.content` and no rule predicting a failed scan fired.
 */
export async function checkDesignPrint(
  design: PrintDesign,
  { widthMm, distanceM, dpi }: PrintOptions,
): Promise<PrintCheck> {
  const laidOut = layOutDesign(design);
  const moduleMm = widthMm / laidOut.layout.width;
  const facts: PrintFacts = { design: laidOut, moduleMm, widthMm, distanceM, dpi };
  const warnings: PrintWarning[] = RULES.flatMap((rule) => rule(facts) ?? []);
  const read = await simulatePrint(laidOut, widthMm, dpi);
  const missed = (["jsqr", "zxing"] as const).filter((decoder) => read[decoder] !== design.content);
  if (missed.length > 0) {
    warnings.push({
      code: "UNREADABLE",
      message: `A simulated print ${round(widthMm, 1)} mm wide at ${dpi} dpi, blurred as ink and a phone camera blur it, was not read by ${missed.join(" and ")}.`,
    });
  }
  return {
    ok: warnings.every((warning) => ADVISORY.has(warning.code)),
    version: laidOut.matrix.version,
    modules: laidOut.matrix.size,
    moduleMm: round(moduleMm, 3),
    minWidthMm: Math.max(minWidthForModules(laidOut.layout.width, dpi), minWidthForDistance(distanceM)),
    maxDistanceM: round(maxDistanceFor(widthMm), 2),
    quietZoneModules: round(quietZoneModules(laidOut), 2),
    contrastRatio: round(weakestContrast(design.styles), 2),
    logoAreaPercent: round(logoAreaPercent(laidOut), 1),
    errorCorrectionLevel: laidOut.errorCorrectionLevel,
    warnings,
  };
}
