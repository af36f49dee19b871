import { z } from "zod";
import { QrCodeIdParams } from "../codes/code-schemas";
import { Tag } from "../codes/tag-schemas";
import { WholeNumber } from "../validation/whole-number";
import { SHEET_PRESET_NAMES } from "./sheet-presets";

export const MAX_SHEET_CODES = 500;

const millimetres = (min: number, max: number) =>
  z
    .number({ error: "must be a number of millimetres" })
    .min(min, `must be at least ${min} mm`)
    .max(max, `must be at most ${max} mm`);

const Axes = (max: number, what: string) =>
  z
    .union([millimetres(0, max), z.strictObject({ x: millimetres(0, max), y: millimetres(0, max) })])
    .describe(`${what}: one number for both axes, or { x, y } (left and right, top and bottom)`);

const Count = (max: number) => WholeNumber.min(1, "must be at least 1").max(max, `must be at most ${max}`);

const SheetLayout = z.strictObject({
  preset: z
    .enum(SHEET_PRESET_NAMES)
    .optional()
    .describe(
      "a label sheet by product number: fills paper, columns, rows, margins, gaps and codeWidthMm; any field given beside it wins",
    ),
  paper: z
    .union([
      z.enum(["A4", "LETTER"]),
      z.strictObject({ widthMm: millimetres(50, 1200), heightMm: millimetres(50, 1200) }),
    ])
    .optional()
    .describe("the page: A4 (210 × 297 mm), LETTER (215.9 × 279.4 mm) or any size; default A4"),
  columns: Count(50).optional().describe("codes across the page; default 3"),
  rows: Count(100).optional().describe("codes down the page; default 5"),
  codeWidthMm: millimetres(5, 1000)
    .optional()
    .describe(
      "each code's printed width, its quiet zone (the design's margin) and frame inside it: the drawn image is exactly this wide; default 40",
    ),
  marginMm: Axes(200, "the page's margins; default 10").optional(),
  gapMm: Axes(200, "the space between cells; default 5").optional(),
  label: z
    .enum(["name", "shortLink", "none"])
    .default("name")
    .describe(
      "the line under each code: its name, its link (a static code's content) or nothing; cut with … to its cell",
    ),
  cropMarks: z.boolean().default(false).describe("cut marks in the margins on every cell edge"),
  bleedMm: millimetres(0, 20)
    .default(0)
    .describe("each cell's background (the code's background colour) runs this far past its edge, for cutting"),
  colorSpace: z
    .enum(["RGB", "CMYK"])
    .default("RGB")
    .describe("CMYK writes every vector colour as DeviceCMYK (a logo or AI art stays an RGB bitmap)"),
  force: z.boolean().default(false).describe("print even codes that fail the print check at codeWidthMm"),
});

const Ids = z
  .array(QrCodeIdParams.shape.id)
  .min(1, "needs at least 1 id")
  .max(MAX_SHEET_CODES, `takes at most ${MAX_SHEET_CODES} ids`)
  .refine((ids) => new Set(ids).size === ids.length, "must not repeat an id")
  .meta({ uniqueItems: true })
  .describe("the codes, in the order they fill the sheet (row by row)");
const SheetTag = Tag.describe(`every live code carrying this tag, oldest first (at most ${MAX_SHEET_CODES})`);

/** The body as parsed: either ids or tag, said by name when both or neither are given. */
export const SheetBody = SheetLayout.extend({ ids: Ids.optional(), tag: SheetTag.optional() }).superRefine(
  (body, ctx) => {
    if ((body.ids === undefined) === (body.tag === undefined))
      ctx.addIssue({ code: "custom", path: ["ids"], message: "give either ids or tag" });
  },
);

/** The body as documented: the same, its ids-or-tag rule as two alternatives the document can state. */
export const DocumentedSheetBody = z
  .union([SheetLayout.extend({ ids: Ids }), SheetLayout.extend({ tag: SheetTag })])
  .meta({ id: "SheetRequest" });
export type SheetInput = z.output<typeof SheetBody>;
