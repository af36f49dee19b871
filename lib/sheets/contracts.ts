import { defineContract } from "../api/contract";
import { readCodes } from "../codes/code-contract-bases";
import { SHEET_PRESETS } from "./sheet-presets";
import { DocumentedSheetBody, MAX_SHEET_CODES, SheetBody } from "./sheet-schemas";

// Sheets: many codes laid out on pages as one PDF for printing. Printing codes is a reader's work,
// as downloading one code's image is.

const presets = Object.entries(SHEET_PRESETS)
  .map(([name, preset]) => `${name}: ${preset.title}`)
  .join("; ");

export const createSheetContract = defineContract({
  ...readCodes,
  method: "POST",
  path: "/api/v1/qrcodes/sheet",
  operationId: "qrcodes.sheet",
  summary: "Many codes laid out on pages as one print-ready PDF",
  description: `Up to ${MAX_SHEET_CODES} of the workspace's codes (ids, or every code carrying a tag) in a grid of columns × rows per page, centred between the margins, as many pages as needed. Codes stay vector (a logo or AI art is the only bitmap), each exactly codeWidthMm wide, its label under it in an embedded font. A layout that does not fit is a 400 naming the field to change (columns, rows, codeWidthMm, marginMm, bleedMm, cropMarks) and by how much; an unknown or deleted id a 404 naming it. Unless force is true, every code is print-checked at codeWidthMm (as GET /api/v1/qrcodes/{id}/print-check does, scanned from 0.3 m at 300 dpi; AI art is not checked): codes that fail are a 400 listing each one's id and warning codes. Presets (${presets}) fill the layout; any field given beside preset wins.`,
  body: SheetBody,
  documentedBody: DocumentedSheetBody,
  errors: ["NOT_FOUND"],
  response: { file: ["application/pdf"] },
  status: 200,
});

export const SHEET_CONTRACTS = [createSheetContract];
