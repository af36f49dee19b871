// Label sheets people print codes on, by the maker's product number. Every sheet here centres its
// grid on the page, so a margin per axis, a gap per axis and the counts give every label's place
// (labels are (page − 2 × margin − gaps) / count wide). Read by the API and the dashboard alike:
// nothing here may import a server module.

export interface Axes {
  x: number;
  y: number;
}

export interface SheetPreset {
  /** What the dashboard's select shows. */
  title: string;
  paper: "A4" | "LETTER";
  columns: number;
  rows: number;
  marginMm: Axes;
  gapMm: Axes;
  /** A code that leaves room for a one-line label under it on this sheet's label. */
  codeWidthMm: number;
}

const INCH = 25.4;

export const SHEET_PRESETS = {
  // Avery L7160: 21 labels 63.5 × 38.1 mm, pitch 66.0 × 38.1 mm, on A4.
  L7160: {
    title: "Avery L7160 (A4, 3 × 7, 63.5 × 38.1 mm)",
    paper: "A4",
    columns: 3,
    rows: 7,
    marginMm: { x: 7.25, y: 15.15 },
    gapMm: { x: 2.5, y: 0 },
    codeWidthMm: 30,
  },
  // Avery L7163: 14 labels 99.1 × 38.1 mm, pitch 101.6 × 38.1 mm, on A4.
  L7163: {
    title: "Avery L7163 (A4, 2 × 7, 99.1 × 38.1 mm)",
    paper: "A4",
    columns: 2,
    rows: 7,
    marginMm: { x: 4.65, y: 15.15 },
    gapMm: { x: 2.5, y: 0 },
    codeWidthMm: 30,
  },
  // Avery L7651: 65 labels 38.1 × 21.2 mm, pitch 40.6 × 21.2 mm, on A4.
  L7651: {
    title: "Avery L7651 (A4, 5 × 13, 38.1 × 21.2 mm)",
    paper: "A4",
    columns: 5,
    rows: 13,
    marginMm: { x: 4.75, y: 10.7 },
    gapMm: { x: 2.5, y: 0 },
    codeWidthMm: 15,
  },
  // Avery 5160: 30 labels 2⅝ × 1 in, pitch 2¾ × 1 in, top margin ½ in, on US Letter.
  "5160": {
    title: "Avery 5160 (Letter, 3 × 10, 2⅝ × 1 in)",
    paper: "LETTER",
    columns: 3,
    rows: 10,
    marginMm: { x: 0.1875 * INCH, y: 0.5 * INCH },
    gapMm: { x: 0.125 * INCH, y: 0 },
    codeWidthMm: 18,
  },
  // Avery 5163: 10 labels 4 × 2 in, pitch 4³⁄₁₆ × 2 in, top margin ½ in, on US Letter.
  "5163": {
    title: "Avery 5163 (Letter, 2 × 5, 4 × 2 in)",
    paper: "LETTER",
    columns: 2,
    rows: 5,
    marginMm: { x: 0.15625 * INCH, y: 0.5 * INCH },
    gapMm: { x: 0.1875 * INCH, y: 0 },
    codeWidthMm: 40,
  },
  // Avery 22805: 24 square labels 1½ × 1½ in, 4 across and 6 down, on US Letter; the grid centred.
  "22805": {
    title: "Avery 22805 (Letter, 4 × 6, 1½ in square)",
    paper: "LETTER",
    columns: 4,
    rows: 6,
    marginMm: { x: 0.78125 * INCH, y: 0.625 * INCH },
    gapMm: { x: 0.3125 * INCH, y: 0.15 * INCH },
    codeWidthMm: 30,
  },
} as const satisfies Record<string, SheetPreset>;

export type SheetPresetName = keyof typeof SHEET_PRESETS;
export const SHEET_PRESET_NAMES = Object.keys(SHEET_PRESETS) as [SheetPresetName, ...SheetPresetName[]];
