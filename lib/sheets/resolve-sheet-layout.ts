// A sheet request's layout: the preset's fields, then the body's, then the defaults. Shared with
// the dashboard's dialog, which sends the same fields: nothing here may import a server module.

import { type LabelSource, PAPER_SIZES, type SheetLayout } from "./sheet-layout";
import { type Axes, SHEET_PRESETS, type SheetPresetName } from "./sheet-presets";

export interface SheetLayoutFields {
  preset?: SheetPresetName;
  paper?: "A4" | "LETTER" | { widthMm: number; heightMm: number };
  columns?: number;
  rows?: number;
  codeWidthMm?: number;
  marginMm?: number | Axes;
  gapMm?: number | Axes;
  label?: LabelSource;
  cropMarks?: boolean;
  bleedMm?: number;
}

export const SHEET_DEFAULTS = { paper: "A4", columns: 3, rows: 5, codeWidthMm: 40, marginMm: 10, gapMm: 5 } as const;

const axes = (value: number | Axes): Axes => (typeof value === "number" ? { x: value, y: value } : value);

export function resolveSheetLayout(fields: SheetLayoutFields): SheetLayout {
  const preset = fields.preset ? SHEET_PRESETS[fields.preset] : undefined;
  const paper = fields.paper ?? preset?.paper ?? SHEET_DEFAULTS.paper;
  return {
    paper: typeof paper === "string" ? PAPER_SIZES[paper] : paper,
    columns: fields.columns ?? preset?.columns ?? SHEET_DEFAULTS.columns,
    rows: fields.rows ?? preset?.rows ?? SHEET_DEFAULTS.rows,
    codeWidthMm: fields.codeWidthMm ?? preset?.codeWidthMm ?? SHEET_DEFAULTS.codeWidthMm,
    marginMm: axes(fields.marginMm ?? preset?.marginMm ?? SHEET_DEFAULTS.marginMm),
    gapMm: axes(fields.gapMm ?? preset?.gapMm ?? SHEET_DEFAULTS.gapMm),
    label: fields.label ?? "name",
    cropMarks: fields.cropMarks ?? false,
    bleedMm: fields.bleedMm ?? 0,
  };
}
