import { assertSheetPrints } from "./check-sheet-print";
import { findSheetCodes } from "./find-sheet-codes";
import { placedOrThrow, renderSheet } from "./render-sheet";
import { resolveSheetLayout } from "./resolve-sheet-layout";
import type { SheetInput } from "./sheet-schemas";

/**
 * qrcodes.sheet: the workspace's codes (by ids or tag) laid out on pages of the layout asked for
 * (a preset's fields, overridden by the body's), as one print-ready PDF. The layout is checked
 * before any code is read; then, unless `force`, every code's print check at codeWidthMm.
 */
export async function createSheet(accountId: string, body: SheetInput): Promise<Response> {
  const layout = resolveSheetLayout(body);
  placedOrThrow(layout);
  const rows = await findSheetCodes(accountId, body);
  if (!body.force) {
    await assertSheetPrints(rows, layout.codeWidthMm, (index) => (body.ids ? `ids[${index}]` : "tag"));
  }
  const pdf = await renderSheet(rows, layout, body.colorSpace);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="codebeam-sheet.pdf"',
      "content-length": String(pdf.byteLength),
      "cache-control": "no-store",
    },
  });
}
