import { ApiError, type FieldIssue } from "../errors/api-error";
import { contrastRatio, luminance } from "./color";
import type { QrStyle } from "./style-schema";

/** Below this WCAG ratio between dark modules and background, phone cameras misread codes. */
export const MIN_CODE_CONTRAST = 3;
/** Frame text must stay legible on its banner. */
export const MIN_TEXT_CONTRAST = 3;

function checkDark(field: string, color: string, background: string): FieldIssue | undefined {
  if (luminance(color) > luminance(background)) {
    return {
      field,
      message: `${color} is lighter than the background ${background}: inverted (light on dark) codes are not read by many scanners; use a darker colour on a lighter background`,
    };
  }
  const ratio = contrastRatio(color, background);
  if (ratio < MIN_CODE_CONTRAST) {
    return {
      field,
      message: `${color} on the background ${background} has a contrast of ${ratio.toFixed(2)}:1; scanners need at least ${MIN_CODE_CONTRAST}:1, so use a darker colour or a lighter background`,
    };
  }
  return undefined;
}

/** Refuses colours a scanner cannot separate from the background, naming each field and why. */
export function assertReadableColors(style: QrStyle): void {
  const background = style.backgroundColor;
  const checks: Array<[string, string]> = style.gradient
    ? style.gradient.stops.map((stop, index) => [`styles.gradient.stops[${index}].color`, stop.color])
    : [["styles.foregroundColor", style.foregroundColor]];
  if (style.finderOuterColor) checks.push(["styles.finderOuterColor", style.finderOuterColor]);
  if (style.finderInnerColor) checks.push(["styles.finderInnerColor", style.finderInnerColor]);
  const issues = checks.flatMap(([field, color]) => checkDark(field, color, background) ?? []);
  const frame = style.frame;
  if (
    frame &&
    frame.style !== "none" &&
    frame.text &&
    contrastRatio(frame.textColor, frame.color) < MIN_TEXT_CONTRAST
  ) {
    issues.push({
      field: "styles.frame.textColor",
      message: `${frame.textColor} on the frame colour ${frame.color} has a contrast of ${contrastRatio(frame.textColor, frame.color).toFixed(2)}:1; the call-to-action text needs at least ${MIN_TEXT_CONTRAST}:1`,
    });
  }
  if (issues.length === 0) return;
  const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ");
  throw new ApiError("INVALID_REQUEST", `Colours too close to scan. ${summary}`, issues);
}
