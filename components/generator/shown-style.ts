import type { QrStyle } from "@/lib/render/style-schema";
import type { ShownStyle, StyleChanges } from "./generator-types";

/** What the controls show: the template's style with the visitor's changes on top. */
export function shownStyle(base: QrStyle, changes: StyleChanges): ShownStyle {
  const frame =
    changes.frame !== undefined
      ? changes.frame
      : base.frame && base.frame.style !== "none"
        ? { style: base.frame.style, text: base.frame.text, color: base.frame.color }
        : null;
  return {
    // A gradient template shows its first stop until a colour is picked.
    foregroundColor: changes.foregroundColor ?? base.gradient?.stops[0]?.color ?? base.foregroundColor,
    backgroundColor: changes.backgroundColor ?? base.backgroundColor,
    dotShape: changes.dotShape ?? base.dotShape,
    finderOuterShape: changes.finderOuterShape ?? base.finderOuterShape,
    finderInnerShape: changes.finderInnerShape ?? base.finderInnerShape,
    margin: changes.margin ?? base.margin,
    frame,
  };
}
