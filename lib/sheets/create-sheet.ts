import { renderSavedCode, savedCodeText } from "../codes/render-saved-code";
import { invalid } from "../errors/api-error";
import { MAX_SIZE, MIN_SIZE } from "../render/render-options";
import type { SheetCode } from "./draw-sheet";
import { drawSheet } from "./draw-sheet";
import { findSheetCodes, type SheetCodeRow } from "./find-sheet-codes";
import { resolveSheetLayout } from "./resolve-sheet-layout";
import { type LabelSource, placeSheet, type SheetLayout } from "./sheet-layout";
import type { SheetInput } from "./sheet-schemas";

/** Pixels a code is drawn at for the sheet: only a logo's or AI art's bitmap depends on it (300 dpi). */
const drawnPixels = (widthMm: number) => Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round((widthMm / 25.4) * 300)));

function labelOf(code: SheetCodeRow, source: LabelSource): string | null {
  if (source === "none") return null;
  const link = savedCodeText(code);
  return source === "name" ? code.name || link : link;
}

/** The layout, placed for codes `aspect` times taller than wide; a 400 naming the field when it does not fit. */
function placed(layout: SheetLayout, aspect: number) {
  const placement = placeSheet(layout, aspect);
  if (!placement.ok) throw invalid(placement.field, placement.message);
  return placement.sheet;
}

async function drawnCode(code: SheetCodeRow, layout: SheetLayout): Promise<SheetCode> {
  const format = code.mode === "AI" ? "png" : "svg";
  const { image } = await renderSavedCode(code, { format, size: drawnPixels(layout.codeWidthMm), maxSize: MAX_SIZE });
  const styles = code.styles as { backgroundColor?: string } | null;
  return {
    ...(format === "svg" ? { svg: image.body.toString("utf8") } : { png: image.body }),
    aspect: image.height / image.width,
    label: labelOf(code, layout.label),
    background: styles?.backgroundColor ?? "#ffffff",
  };
}

/**
 * qrcodes.sheet: the workspace's codes (by ids or tag) laid out on pages of the layout asked for
 * (a preset's fields, overridden by the body's), as one print-ready PDF. The layout is checked
 * before any code is read, and again with the codes' real heights (a frame makes a code taller).
 * Codes are drawn one after another through the saved-image cache.
 */
export async function createSheet(accountId: string, body: SheetInput): Promise<Response> {
  const layout = resolveSheetLayout(body);
  placed(layout, 1);
  const rows = await findSheetCodes(accountId, body);
  const codes: SheetCode[] = [];
  for (const row of rows) codes.push(await drawnCode(row, layout));
  const sheet = placed(layout, Math.max(...codes.map((code) => code.aspect)));
  const pdf = await drawSheet(sheet, codes, body.colorSpace === "CMYK");
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="codebeam-sheet.pdf"',
      "content-length": String(pdf.byteLength),
      "cache-control": "no-store",
    },
  });
}
