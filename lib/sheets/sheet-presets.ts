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

/** A sheet as Avery gives it: labels across and down, the margin and the gap per axis ([x, y]) in its unit. */
interface Measures {
  grid: [columns: number, rows: number];
  margin: [number, number];
  gap: [number, number];
  codeWidthMm: number;
}

/** The presets of one paper, measured in `unitMm` millimetres (1 for A4, an inch for US Letter). */
const sheetsOn =
  (paper: SheetPreset["paper"], paperTitle: string, unitMm: number) =>
  (product: string, label: string, { grid: [columns, rows], margin, gap, codeWidthMm }: Measures): SheetPreset => ({
    title: `Avery ${product} (${paperTitle}, ${columns} × ${rows}, ${label})`,
    paper,
    columns,
    rows,
    marginMm: { x: margin[0] * unitMm, y: margin[1] * unitMm },
    gapMm: { x: gap[0] * unitMm, y: gap[1] * unitMm },
    codeWidthMm,
  });
const a4 = sheetsOn("A4", "A4", 1);
const letter = sheetsOn("LETTER", "Letter", INCH);

export const SHEET_PRESETS = {
  // Avery L7160: 21 labels 63.5 × 38.1 mm, pitch 66.0 × 38.1 mm.
  L7160: a4("L7160", "63.5 × 38.1 mm", { grid: [3, 7], margin: [7.25, 15.15], gap: [2.5, 0], codeWidthMm: 30 }),
  // Avery L7163: 14 labels 99.1 × 38.1 mm, pitch 101.6 × 38.1 mm.
  L7163: a4("L7163", "99.1 × 38.1 mm", { grid: [2, 7], margin: [4.65, 15.15], gap: [2.5, 0], codeWidthMm: 30 }),
  // Avery L7651: 65 labels 38.1 × 21.2 mm, pitch 40.6 × 21.2 mm.
  L7651: a4("L7651", "38.1 × 21.2 mm", { grid: [5, 13], margin: [4.75, 10.7], gap: [2.5, 0], codeWidthMm: 15 }),
  // Avery 5160: 30 labels 2⅝ × 1 in, pitch 2¾ × 1 in, top margin ½ in.
  "5160": letter("5160", "2⅝ × 1 in", { grid: [3, 10], margin: [0.1875, 0.5], gap: [0.125, 0], codeWidthMm: 18 }),
  // Avery 5163: 10 labels 4 × 2 in, pitch 4³⁄₁₆ × 2 in, top margin ½ in.
  "5163": letter("5163", "4 × 2 in", { grid: [2, 5], margin: [0.15625, 0.5], gap: [0.1875, 0], codeWidthMm: 40 }),
  // Avery 22805: 24 square labels 1½ × 1½ in, 4 across and 6 down; the grid centred.
  "22805": letter("22805", "1½ in square", {
    grid: [4, 6],
    margin: [0.78125, 0.625],
    gap: [0.3125, 0.15],
    codeWidthMm: 30,
  }),
} satisfies Record<string, SheetPreset>;

export type SheetPresetName = keyof typeof SHEET_PRESETS;
export const SHEET_PRESET_NAMES = Object.keys(SHEET_PRESETS) as [SheetPresetName, ...SheetPresetName[]];
