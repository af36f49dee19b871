// Where everything goes on a sheet, in millimetres from the page's top-left corner. The PDF
// (draw-sheet.ts) and the dashboard's preview (components/sheets) both draw from placeSheet, so
// the preview is the print. Nothing here may import a server module.

import type { Axes } from "./sheet-presets";

export const PAPER_SIZES = {
  A4: { widthMm: 210, heightMm: 297 },
  LETTER: { widthMm: 215.9, heightMm: 279.4 },
} as const;

export type LabelSource = "name" | "shortLink" | "none";

/** A layout with every field known (a preset and the body merged, paper resolved). */
export interface SheetLayout {
  paper: { widthMm: number; heightMm: number };
  columns: number;
  rows: number;
  codeWidthMm: number;
  marginMm: Axes;
  gapMm: Axes;
  label: LabelSource;
  cropMarks: boolean;
  bleedMm: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetCell extends Box {
  /** The code's box: exactly codeWidthMm wide, its height the code's own aspect (a frame makes it taller). */
  code: Box;
  /** The label's line under the code, the cell's width; null without labels. */
  label: Box | null;
}

export interface PlacedSheet {
  pageWidthMm: number;
  pageHeightMm: number;
  /** Cells of one page, row by row; every page has the same. */
  cells: SheetCell[];
  /** How far each cell's background runs past its edge. */
  bleedMm: number;
  /** Crop-mark strokes (x1, y1, x2, y2) in the margins, on every cell edge. */
  marks: [number, number, number, number][];
}

export type SheetPlacement = { ok: true; sheet: PlacedSheet } | { ok: false; field: string; message: string };

/** The label's type size in points, and the band it sits in under the code. */
export const LABEL_FONT_PT = 7;
export const LABEL_GAP_MM = 1;
export const LABEL_BAND_MM = LABEL_GAP_MM + 3;
/** Crop marks start this far outside the bleed, and run up to CROP_MARK_MM into the margin. */
const CROP_MARK_OFFSET_MM = 1;
const CROP_MARK_MM = 5;
const MIN_CROP_MARK_MM = 2;

const mm = (value: number) => `${Number(value.toFixed(2))} mm`;

/** An axis too small for its cells: names the count when fewer of them would fit, else the code's width. */
function overflow(count: number, size: number, gap: number, available: number, what: "columns" | "rows") {
  const needed = count * size + (count - 1) * gap;
  if (needed <= available + 1e-9) return null;
  const field = count > 1 && size <= available ? what : "codeWidthMm";
  const across = what === "columns" ? "wide" : "tall";
  const message = `${count} ${what} of ${mm(size)} with ${mm(gap)} gaps need ${mm(needed)}; the page has ${mm(available)} between its margins (${mm(needed - available)} too ${across})`;
  return { ok: false as const, field, message };
}

function cropMarks(layout: SheetLayout, cells: SheetCell[], page: Axes): PlacedSheet["marks"] {
  const start = layout.bleedMm + CROP_MARK_OFFSET_MM;
  const xs = [...new Set(cells.flatMap((cell) => [cell.x, cell.x + cell.width]))];
  const ys = [...new Set(cells.flatMap((cell) => [cell.y, cell.y + cell.height]))];
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const lengthX = Math.min(CROP_MARK_MM, layout.marginMm.x - start);
  const lengthY = Math.min(CROP_MARK_MM, layout.marginMm.y - start);
  return [
    ...xs.flatMap((x): PlacedSheet["marks"] => [
      [x, top - start, x, top - start - lengthY],
      [x, bottom + start, x, bottom + start + lengthY],
    ]),
    ...ys.flatMap((y): PlacedSheet["marks"] => [
      [left - start, y, left - start - lengthX, y],
      [right + start, y, right + start + lengthX, y],
    ]),
  ].filter(
    ([x1, y1, x2, y2]) => [x1, x2].every((x) => x >= 0 && x <= page.x) && [y1, y2].every((y) => y >= 0 && y <= page.y),
  );
}

/**
 * Places a page's cells: the grid centred between the margins, each cell (page − margins − gaps)
 * / count, the code (and its label under it) centred in the cell. `codeAspect` is the tallest
 * code's height / width (1 for a square code; more with a frame). A layout that does not fit is
 * `ok: false` naming the field to change and by how much.
 */
export function placeSheet(layout: SheetLayout, codeAspect = 1): SheetPlacement {
  const { paper, columns, rows, codeWidthMm: codeWidth, marginMm: margin, gapMm: gap } = layout;
  const inner = { x: paper.widthMm - 2 * margin.x, y: paper.heightMm - 2 * margin.y };
  if (inner.x <= 0 || inner.y <= 0) {
    const axis = inner.x <= 0 ? "width" : "height";
    return { ok: false, field: "marginMm", message: `leaves nothing of the page's ${axis} between the margins` };
  }
  const labelBand = layout.label === "none" ? 0 : LABEL_BAND_MM;
  const codeHeight = codeWidth * codeAspect;
  const tooWide = overflow(columns, codeWidth, gap.x, inner.x, "columns");
  if (tooWide) return tooWide;
  const tooTall = overflow(rows, codeHeight + labelBand, gap.y, inner.y, "rows");
  if (tooTall) return tooTall;
  const marginRoom = Math.min(margin.x, margin.y);
  if (layout.bleedMm > marginRoom)
    return {
      ok: false,
      field: "bleedMm",
      message: `${mm(layout.bleedMm)} does not fit in the ${mm(marginRoom)} margin`,
    };
  const markRoom = marginRoom - layout.bleedMm - CROP_MARK_OFFSET_MM;
  if (layout.cropMarks && markRoom < MIN_CROP_MARK_MM) {
    const needed = layout.bleedMm + CROP_MARK_OFFSET_MM + MIN_CROP_MARK_MM;
    const message = `crop marks need margins of at least ${mm(needed)} (${mm(needed - marginRoom)} more than the sheet has)`;
    return { ok: false, field: "cropMarks", message };
  }
  const cell = { width: (inner.x - (columns - 1) * gap.x) / columns, height: (inner.y - (rows - 1) * gap.y) / rows };
  const cells: SheetCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = margin.x + column * (cell.width + gap.x);
      const y = margin.y + row * (cell.height + gap.y);
      const top = y + (cell.height - codeHeight - labelBand) / 2;
      const code = { x: x + (cell.width - codeWidth) / 2, y: top, width: codeWidth, height: codeHeight };
      const label = labelBand
        ? { x, y: top + codeHeight + LABEL_GAP_MM, width: cell.width, height: labelBand - LABEL_GAP_MM }
        : null;
      cells.push({ x, y, ...cell, code, label });
    }
  }
  const page = { x: paper.widthMm, y: paper.heightMm };
  const marks = layout.cropMarks ? cropMarks(layout, cells, page) : [];
  const sheet = { pageWidthMm: paper.widthMm, pageHeightMm: paper.heightMm, bleedMm: layout.bleedMm, cells, marks };
  return { ok: true, sheet };
}
