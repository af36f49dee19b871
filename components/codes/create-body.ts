import { readableTextColor } from "@/components/generator/build-query";
import type { GeneratorOptions, StyleChanges } from "@/components/generator/generator-types";
import type { CreateMode } from "./mode-choice";

/**
 * The POST /api/v1/qrcodes body for the editor's options: the same choices the preview sends to
 * /api/v1/qrcode/generate, with the style changes as `styles` overrides of the template.
 */
export function createBody(options: GeneratorOptions, mode: CreateMode, name: string): Record<string, unknown> {
  const styles = styleOverrides(options.changes);
  return {
    content: options.content,
    mode,
    ...(name.trim() ? { name: name.trim() } : {}),
    ...(options.templateId ? { templateId: options.templateId } : {}),
    ...(options.logo ? { logo: options.logo } : {}),
    size: options.size,
    errorCorrectionLevel: options.errorCorrectionLevel,
    ...(Object.keys(styles).length ? { styles } : {}),
  };
}

/** The editor's style changes as `styles` overrides of the template, as the preview draws them. */
export function styleOverrides(changes: StyleChanges): Record<string, unknown> {
  const styles: Record<string, unknown> = {};
  for (const field of [
    "foregroundColor",
    "backgroundColor",
    "dotShape",
    "finderOuterShape",
    "finderInnerShape",
    "margin",
  ] as const) {
    if (changes[field] !== undefined) styles[field] = changes[field];
  }
  // As in the preview: a colour picked by hand replaces the template's gradient.
  if (changes.foregroundColor !== undefined) styles.gradient = null;
  if (changes.frame === null) styles.frame = null;
  else if (changes.frame) styles.frame = { ...changes.frame, textColor: readableTextColor(changes.frame.color) };
  return styles;
}
