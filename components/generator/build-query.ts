import type { DownloadFormat, GeneratorOptions } from "./generator-types";

/** Black or white, whichever reads better on `background` (a #rrggbb colour). */
export function readableTextColor(background: string): string {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? "#111111" : "#ffffff";
}

/**
 * The query string of GET /api/v1/qrcode/generate for these options: flat parameters for plain
 * fields, `styles` JSON for what has no flat form. Parameters come in a fixed order, so equal
 * options give equal strings (the preview cache key).
 */
export function buildQuery(options: GeneratorOptions, format: DownloadFormat): string {
  const { changes } = options;
  const params = new URLSearchParams({
    content: options.content,
    format,
    size: String(options.size),
    errorCorrectionLevel: options.errorCorrectionLevel,
  });
  if (options.templateId) params.set("templateId", options.templateId);
  if (options.logo) params.set("logo", options.logo);
  for (const field of [
    "foregroundColor",
    "backgroundColor",
    "dotShape",
    "finderOuterShape",
    "finderInnerShape",
    "margin",
  ] as const) {
    const value = changes[field];
    if (value !== undefined) params.set(field, String(value));
  }
  const styles: Record<string, unknown> = {};
  // A colour picked by hand replaces the template's gradient, which would otherwise paint over it.
  if (changes.foregroundColor !== undefined) styles.gradient = null;
  if (changes.frame === null) styles.frame = null;
  else if (changes.frame) styles.frame = { ...changes.frame, textColor: readableTextColor(changes.frame.color) };
  if (Object.keys(styles).length) params.set("styles", JSON.stringify(styles));
  return params.toString();
}
