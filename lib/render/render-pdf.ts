import { readFileSync } from "node:fs";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";

/** CSS pixels are 1/96 in, PDF points 1/72 in: a 512 px code prints 13.5 cm wide, as a browser would. */
const POINTS_PER_PIXEL = 0.75;

// The frame's call to action in the font the raster images use (DejaVu Sans Bold), embedded as a
// subset, so any script the frame text holds prints as it previews. Read once, on the first PDF.
let frameFont: Buffer | undefined;
const frameFontData = () => {
  frameFont ??= readFileSync(join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf", "DejaVuSans-Bold.ttf"));
  return frameFont;
};

/** A one-page PDF the size of the image, drawn by `draw`, as bytes. */
function pdfPage(
  width: number,
  height: number,
  title: string,
  draw: (doc: PDFKit.PDFDocument, width: number, height: number) => void,
): Promise<Buffer> {
  const [pageWidth, pageHeight] = [width * POINTS_PER_PIXEL, height * POINTS_PER_PIXEL];
  const doc = new PDFDocument({
    size: [pageWidth, pageHeight],
    margin: 0,
    info: { Title: title, Creator: "Codebeam" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc, pageWidth, pageHeight);
  doc.end();
  return done;
}

/**
 * A print-ready PDF of an SVG document: everything stays vector (modules, finders, frame, gradients,
 * text in an embedded font subset); only an embedded logo is a bitmap.
 */
export const svgToPdf = (svg: string, width: number, height: number, title: string): Promise<Buffer> =>
  pdfPage(width, height, title, (doc, pageWidth, pageHeight) => {
    doc.registerFont("Frame", frameFontData());
    SVGtoPDF(doc, svg, 0, 0, { width: pageWidth, height: pageHeight, fontCallback: () => "Frame" });
  });

/** A PDF holding a bitmap (an AI code's art, which has no vector form) at the page's full size. */
export const pngToPdf = (png: Buffer, width: number, height: number, title: string): Promise<Buffer> =>
  pdfPage(width, height, title, (doc, pageWidth, pageHeight) => {
    doc.image(png, 0, 0, { width: pageWidth, height: pageHeight });
  });
