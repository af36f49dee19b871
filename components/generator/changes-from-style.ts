import type { QrStyle } from "@/lib/render/style-schema";
import type { StyleChanges } from "./generator-types";

/** Equal values whatever the order of their keys (a stored style comes back from jsonb reordered). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const [keysA, keysB] = [Object.keys(a), Object.keys(b)];
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

const PLAIN_FIELDS = ["backgroundColor", "dotShape", "finderOuterShape", "finderInnerShape", "margin"] as const;

/**
 * A saved code's style as the editor's changes on top of its template, so the design editor opens
 * showing the code as it is. Only what the controls can show is read; `representable` says whether
 * that is all of it (settings made through the API, such as finder colours or a custom gradient,
 * are not, and saving from the editor replaces them).
 */
export function changesFromStyle(base: QrStyle, saved: QrStyle): { changes: StyleChanges; representable: boolean } {
  const changes: StyleChanges = {};
  for (const field of PLAIN_FIELDS) {
    if (saved[field] !== base[field]) (changes as Record<string, unknown>)[field] = saved[field];
  }
  const sameGradient = same(saved.gradient, base.gradient);
  if (!sameGradient || (!saved.gradient && saved.foregroundColor !== base.foregroundColor))
    changes.foregroundColor = saved.foregroundColor;
  const frameOf = (style: QrStyle) =>
    style.frame && style.frame.style !== "none"
      ? { style: style.frame.style, text: style.frame.text, color: style.frame.color }
      : null;
  const [savedFrame, baseFrame] = [frameOf(saved), frameOf(base)];
  if (!same(savedFrame, baseFrame)) changes.frame = savedFrame;
  const representable =
    (sameGradient || saved.gradient === null) &&
    saved.finderOuterColor === base.finderOuterColor &&
    saved.finderInnerColor === base.finderInnerColor &&
    (saved.logo?.sizeRatio ?? null) === (base.logo?.sizeRatio ?? null);
  return { changes, representable };
}
