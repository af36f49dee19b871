import { pdfLibraries } from "../render/pdf-libraries";
import { dejaVuFont, placeSvg } from "../render/render-pdf";
import { rgbToCmyk, toCmyk } from "./cmyk";
import { type Box, LABEL_FONT_PT, type PlacedSheet } from "./sheet-layout";

/** One code as the sheet draws it: vector SVG, or a bitmap (AI art), with its label and background. */
export interface SheetCode {
  svg?: string;
  png?: Buffer;
  /** Height / width of the drawn image (a frame makes it taller than wide). */
  aspect: number;
  label: string | null;
  /** `#rrggbb`: what the bleed is painted with. */
  background: string;
}

const POINTS_PER_MM = 72 / 25.4;
const CROP_MARK_PT = 0.25;
const ELLIPSIS = "…";

const pt = (box: Box) => ({
  x: box.x * POINTS_PER_MM,
  y: box.y * POINTS_PER_MM,
  width: box.width * POINTS_PER_MM,
  height: box.height * POINTS_PER_MM,
});

const hexRgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** The longest start of `text` that fits `width` points with an ellipsis after it (all of it when it fits). */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = Array.from(text);
  let [low, high] = [0, chars.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(chars.slice(0, mid).join("").trimEnd() + ELLIPSIS) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? "" : chars.slice(0, low).join("").trimEnd() + ELLIPSIS;
}

/**
 * The sheet as one PDF: page after page of the placed cells filled in order, codes vector (a
 * bitmap only for AI art), labels in embedded DejaVu Sans cut to their cell, each cell's
 * background run out into the bleed, crop marks in the margins. CMYK writes every colour as
 * DeviceCMYK.
 */
export async function drawSheet(sheet: PlacedSheet, codes: SheetCode[], cmyk: boolean): Promise<Buffer> {
  const libraries = await pdfLibraries();
  const { PDFDocument } = libraries;
  const size: [number, number] = [sheet.pageWidthMm * POINTS_PER_MM, sheet.pageHeightMm * POINTS_PER_MM];
  const doc = new PDFDocument({ size, margin: 0, info: { Title: "QR codes", Creator: "Codebeam" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const paint = (hex: string) => (cmyk ? rgbToCmyk(hexRgb(hex)) : hex);
  doc.registerFont("Label", dejaVuFont("DejaVuSans"));
  const perPage = sheet.cells.length;
  const bleed = sheet.bleedMm * POINTS_PER_MM;
  for (const [index, code] of codes.entries()) {
    if (index > 0 && index % perPage === 0) doc.addPage({ size, margin: 0 });
    if (index % perPage === 0) drawMarks(doc, sheet, paint("#000000"));
    const cell = sheet.cells[index % perPage];
    if (bleed > 0) {
      const area = pt(cell);
      doc
        .rect(area.x - bleed, area.y - bleed, area.width + 2 * bleed, area.height + 2 * bleed)
        .fill(paint(code.background));
    }
    const box = pt({ ...cell.code, height: cell.code.width * code.aspect });
    if (code.svg) placeSvg(libraries, doc, code.svg, box, cmyk ? toCmyk : undefined);
    else if (code.png) doc.image(code.png, box.x, box.y, { width: box.width, height: box.height });
    if (cell.label && code.label) {
      const line = pt(cell.label);
      doc.font("Label").fontSize(LABEL_FONT_PT).fillColor(paint("#000000"));
      const text = fitted(doc, code.label, line.width);
      doc.text(text, line.x, line.y, { width: line.width, align: "center", lineBreak: false });
    }
  }
  doc.end();
  return done;
}

function drawMarks(doc: PDFKit.PDFDocument, sheet: PlacedSheet, color: string | number[]) {
  if (sheet.marks.length === 0) return;
  for (const [x1, y1, x2, y2] of sheet.marks) {
    doc.moveTo(x1 * POINTS_PER_MM, y1 * POINTS_PER_MM).lineTo(x2 * POINTS_PER_MM, y2 * POINTS_PER_MM);
  }
  doc
    .lineWidth(CROP_MARK_PT)
    .strokeColor(color as PDFKit.Mixins.ColorValue)
    .stroke();
}
