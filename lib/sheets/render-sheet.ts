import { renderSavedCode, type SavedCodeImageSource, savedCodeText } from "../codes/render-saved-code";
import { invalid } from "../errors/api-error";
import { MAX_SIZE, MIN_SIZE } from "../render/render-options";
import { asBuffer, runOnRenderThread } from "../render/render-pool";
import { drawSheet, type SheetCode } from "./draw-sheet";
import { type LabelSource, type PlacedSheet, placeSheet, type SheetLayout } from "./sheet-layout";

/** What the sheet reads of a code: its image's columns and its name. */
export type SheetSource = SavedCodeImageSource & { name: string | null };

/** Pixels a code is drawn at for the sheet: only a logo's or AI art's bitmap depends on it (300 dpi). */
const drawnPixels = (widthMm: number) => Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round((widthMm / 25.4) * 300)));

/** A code's label: its name (else what it encodes), its link (a static code's content), or none. */
function labelOf(code: SheetSource, source: LabelSource): string | null {
  if (source === "none") return null;
  const link = savedCodeText(code);
  return source === "name" ? code.name || link : link;
}

/** The layout placed for codes `aspect` times taller than wide; a 400 naming the field when it does not fit. */
export function placedOrThrow(layout: SheetLayout, aspect = 1): PlacedSheet {
  const placement = placeSheet(layout, aspect);
  if (!placement.ok) throw invalid(placement.field, placement.message);
  return placement.sheet;
}

async function drawnCode(code: SheetSource, layout: SheetLayout): Promise<SheetCode> {
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
 * The codes on pages of the layout as PDF bytes. Codes are drawn one after another through the
 * saved-image cache; the layout is placed again with their real heights (a frame makes a code
 * taller than wide).
 */
export async function renderSheet(
  rows: SheetSource[],
  layout: SheetLayout,
  colorSpace: "RGB" | "CMYK",
): Promise<Buffer> {
  const codes: SheetCode[] = [];
  for (const row of rows) codes.push(await drawnCode(row, layout));
  const sheet = placedOrThrow(layout, Math.max(...codes.map((code) => code.aspect)));
  const cmyk = colorSpace === "CMYK";
  // pdfkit writes hundreds of codes in one synchronous stretch: on a render thread where there is one.
  const pdf = await runOnRenderThread<Uint8Array>("drawSheetTask", { sheet, codes, cmyk });
  return pdf ? asBuffer(pdf) : drawSheet(sheet, codes, cmyk);
}
