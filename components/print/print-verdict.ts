/** What the dashboard reads of a print check (the API's PrintCheck, only the fields shown). */
export interface PrintVerdictInput {
  ok: boolean;
  minWidthMm: number;
  maxDistanceM: number;
  warnings: { code: string; message: string }[];
}

const SIZE_CODES = new Set(["TOO_SMALL_FOR_DISTANCE", "MODULES_TOO_SMALL"]);

/** The check's verdict in one sentence: fine and how far, too small and how wide, or why not. */
export function printVerdict(check: PrintVerdictInput): { tone: "success" | "error"; text: string } {
  if (check.ok) return { tone: "success", text: `Fine up to ${check.maxDistanceM} m away` };
  if (check.warnings.some((warning) => SIZE_CODES.has(warning.code)))
    return { tone: "error", text: `Too small: print at least ${check.minWidthMm} mm wide` };
  return { tone: "error", text: "Will not scan reliably: see below" };
}
