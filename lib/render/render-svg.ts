import type { QrMatrix } from "./build-matrix";
import { drawFinders } from "./draw-finders";
import { drawFrameBack, drawFrameFront } from "./draw-frame";
import { drawModules } from "./draw-modules";
import { resolvePaints } from "./draw-paint";
import type { QrLayout } from "./layout";
import { moduleMask, visibleAlignments } from "./module-mask";
import type { QrStyle } from "./style-schema";
import { num } from "./svg-number";

export interface SvgInput {
  matrix: QrMatrix;
  layout: QrLayout;
  style: QrStyle;
  /** Output width in pixels; the height follows the layout's aspect ratio. */
  width: number;
  /** A data URI of the logo image, drawn in the layout's logo box; omit to leave the hole empty. */
  logoHref?: string;
  /** Leave the data modules out (render-raster paints them itself over this layer). */
  withoutModules?: boolean;
}

export const pixelHeight = (layout: QrLayout, width: number): number =>
  Math.round((width * layout.height) / layout.width);

/** The whole image as one SVG document: background, frame, modules, finders, logo, frame text. */
export function renderSvg({ matrix, layout, style, width, logoHref, withoutModules }: SvgInput): string {
  const paints = resolvePaints(style, matrix.size);
  const modules = withoutModules ? "" : drawModules(moduleMask(matrix, layout.cleared), matrix.size, style.dotShape);
  const alignments = visibleAlignments(matrix, layout.cleared);
  const finders = drawFinders(matrix.size, style.finderOuterShape, style.finderInnerShape, alignments);
  const logo =
    layout.logo && logoHref
      ? `<image href="${logoHref}" x="${num(layout.logo.x)}" y="${num(layout.logo.y)}" width="${num(layout.logo.width)}" height="${num(layout.logo.height)}" preserveAspectRatio="xMidYMid meet"/>`
      : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${pixelHeight(layout, width)}" viewBox="0 0 ${num(layout.width)} ${num(layout.height)}">` +
    (paints.defs ? `<defs>${paints.defs}</defs>` : "") +
    `<rect width="${num(layout.width)}" height="${num(layout.height)}" fill="${style.backgroundColor}"/>` +
    drawFrameBack(layout, style.backgroundColor) +
    `<g transform="translate(${num(layout.originX)} ${num(layout.originY)})">` +
    (modules ? `<path fill="${paints.modules}" d="${modules}"/>` : "") +
    `<path fill="${paints.rings}" fill-rule="evenodd" d="${finders.rings}"/>` +
    `<path fill="${paints.eyes}" d="${finders.eyes}"/>` +
    `</g>` +
    logo +
    drawFrameFront(layout) +
    `</svg>`
  );
}
