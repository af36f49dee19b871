import type { QrLayout } from "./layout";
import { roundRect } from "./round-rect";
import { escapeXml, num } from "./svg-number";

const FRAME_FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** Advance widths (em) of bold sans glyphs (DejaVu Sans Bold, the widest of the font list), by class. */
const GLYPH_WIDTHS: Array<[RegExp, number]> = [
  [/[ ]/, 0.35],
  [/[ijlIJ.,:;'!|]/, 0.38],
  [/[frt\-()]/, 0.48],
  [/[csz]/, 0.6],
  [/[mw]/, 1.05],
  [/[MW]/, 1.11],
  [/[a-z]/, 0.7],
  [/[0-9]/, 0.7],
  [/[A-Z]/, 0.84],
];

/** Estimated width of the text in em, erring wide, so it fits without measuring fonts. */
function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) width += GLYPH_WIDTHS.find(([pattern]) => pattern.test(char))?.[1] ?? 1;
  return width;
}

function frameText(layout: QrLayout, fill: string): string {
  const { frame, band } = layout.frame!;
  if (!frame.text) return "";
  const size = Math.min(band.height * 0.46, (band.width * 0.86) / Math.max(1, textWidthEm(frame.text)));
  const x = band.x + band.width / 2;
  const y = band.y + band.height / 2 + size * 0.36;
  return `<text x="${num(x)}" y="${num(y)}" font-family="${FRAME_FONT}" font-weight="700" font-size="${num(size)}" text-anchor="middle" fill="${fill}">${escapeXml(frame.text)}</text>`;
}

/** SVG drawn under the symbol: the box border, or nothing. */
export function drawFrameBack(layout: QrLayout, background: string): string {
  const box = layout.frame;
  if (box?.frame.style !== "box") return "";
  const border = layout.quiet.x;
  const outer = border * 2;
  const { x, y, side } = layout.quiet;
  return (
    `<path fill="${box.frame.color}" d="${roundRect(0, 0, layout.width, layout.height, [outer, outer, outer, outer])}"/>` +
    `<path fill="${background}" d="${roundRect(x, y, side, side, [border, border, border, border])}"/>`
  );
}

/** SVG drawn over everything else: the banner with its pointer, and the call-to-action text. */
export function drawFrameFront(layout: QrLayout): string {
  const box = layout.frame;
  if (!box) return "";
  const { frame, band } = box;
  if (frame.style === "box") return frameText(layout, frame.textColor);
  const r = band.height * 0.3;
  const cx = band.x + band.width / 2;
  const tip = Math.min(1.2, band.height * 0.3);
  const pointer = `M${num(cx - tip)} ${num(band.y + 0.01)}l${num(tip)} ${num(-tip)}l${num(tip)} ${num(tip)}z`;
  return `<path fill="${frame.color}" d="${roundRect(band.x, band.y, band.width, band.height, [r, r, r, r])}${pointer}"/>${frameText(layout, frame.textColor)}`;
}
