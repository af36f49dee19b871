import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveSheetLayout } from "@/lib/sheets/resolve-sheet-layout";
import { placeSheet } from "@/lib/sheets/sheet-layout";
import { SHEET_PRESET_NAMES } from "@/lib/sheets/sheet-presets";

const mm = (max: number) => fc.double({ min: 0, max, noNaN: true });
const axes = (max: number) => fc.oneof(mm(max), fc.record({ x: mm(max), y: mm(max) }));
const fields = fc.record(
  {
    preset: fc.constantFrom(...SHEET_PRESET_NAMES),
    paper: fc.oneof(
      fc.constantFrom("A4" as const, "LETTER" as const),
      fc.record({
        widthMm: fc.double({ min: 50, max: 1200, noNaN: true }),
        heightMm: fc.double({ min: 50, max: 1200, noNaN: true }),
      }),
    ),
    columns: fc.integer({ min: 1, max: 50 }),
    rows: fc.integer({ min: 1, max: 100 }),
    codeWidthMm: fc.double({ min: 5, max: 300, noNaN: true }),
    marginMm: axes(60),
    gapMm: axes(30),
    label: fc.constantFrom("name" as const, "shortLink" as const, "none" as const),
    cropMarks: fc.boolean(),
    bleedMm: mm(20),
  },
  { requiredKeys: [] },
);
const aspect = fc.double({ min: 1, max: 1.6, noNaN: true });
const FIELDS = ["columns", "rows", "codeWidthMm", "marginMm", "bleedMm", "cropMarks"];
const EPSILON = 1e-6;

describe("placeSheet", () => {
  it("either names a field to change, or places every code inside its own cell inside the margins", () => {
    fc.assert(
      fc.property(fields, aspect, (input, codeAspect) => {
        const layout = resolveSheetLayout(input);
        const placement = placeSheet(layout, codeAspect);
        if (!placement.ok) {
          expect(FIELDS).toContain(placement.field);
          expect(placement.message.length).toBeGreaterThan(10);
          return;
        }
        const { cells, pageWidthMm, pageHeightMm } = placement.sheet;
        expect(cells).toHaveLength(layout.columns * layout.rows);
        for (const [index, cell] of cells.entries()) {
          expect(cell.x).toBeGreaterThanOrEqual(layout.marginMm.x - EPSILON);
          expect(cell.y).toBeGreaterThanOrEqual(layout.marginMm.y - EPSILON);
          expect(cell.x + cell.width).toBeLessThanOrEqual(pageWidthMm - layout.marginMm.x + EPSILON);
          expect(cell.y + cell.height).toBeLessThanOrEqual(pageHeightMm - layout.marginMm.y + EPSILON);
          expect(cell.code.width).toBe(layout.codeWidthMm);
          expect(cell.code.x).toBeGreaterThanOrEqual(cell.x - EPSILON);
          expect(cell.code.x + cell.code.width).toBeLessThanOrEqual(cell.x + cell.width + EPSILON);
          const bottom = cell.label ? cell.label.y + cell.label.height : cell.code.y + cell.code.height;
          expect(cell.code.y).toBeGreaterThanOrEqual(cell.y - EPSILON);
          expect(bottom).toBeLessThanOrEqual(cell.y + cell.height + EPSILON);
          const next = cells[index + 1];
          if (next && next.y === cell.y) expect(next.x).toBeGreaterThanOrEqual(cell.x + cell.width - EPSILON);
        }
        for (const mark of placement.sheet.marks) {
          for (const x of [mark[0], mark[2]]) expect(x).toBeGreaterThanOrEqual(0);
          for (const y of [mark[1], mark[3]]) expect(y).toBeLessThanOrEqual(pageHeightMm);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("fits every preset with its own code width and a label", () => {
    for (const preset of SHEET_PRESET_NAMES) {
      const placement = placeSheet(resolveSheetLayout({ preset, label: "name" }));
      expect(placement.ok, preset).toBe(true);
    }
  });
});
