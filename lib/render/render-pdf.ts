import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type PdfLibraries, pdfLibraries } from "./pdf-libraries";
import { clipToModules, splitModules } from "./place-modules";

/** CSS pixels are 1/96 in, PDF points 1/72 in: a 512 px code prints 13.5 cm wide, as a browser would. */
const POINTS_PER_PIXEL = 0.75;

// The frame's call to action in the font the raster images use (DejaVu Sans Bold), embedded as a
// subset, so any script the frame text holds prints as it previews. Read once, on the first PDF.
const fonts = new Map<string, Buffer>();
/** A DejaVu face (`DejaVuSans-Bold`, `DejaVuSans`) as bytes for pdfkit to embed a subset of; read once. */
export function dejaVuFont(face: string): Buffer {
  let font = fonts.get(face);
  if (!font) {
    font = readFileSync(join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf", `${face}.ttf`));
    fonts.set(face, font);
  }
  return font;
}
const frameFontData = () => dejaVuFont("DejaVuSans-Bold");

/** A one-page PDF the size of the image, drawn by `draw`, as bytes. */
async function pdfPage(
  width: number,
  height: number,
  title: string,
  draw: (doc: PDFKit.PDFDocument, width: number, height: number, libraries: PdfLibraries) => void,
): Promise<Buffer> {
  const libraries = await pdfLibraries();
  const { PDFDocument } = libraries;
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
  draw(doc, pageWidth, pageHeight, libraries);
  doc.end();
  return done;
}

/** svg-to-pdfkit's colour hook: an `[rgb, opacity]` in, the colour to paint out (a 4-number array is CMYK). */
export type PdfColorHook = (color: [number[], number] | undefined) => [number[], number] | undefined;

/**
 * Draws an SVG document into a PDF being written, scaled to the box given in points, everything
 * vector and its text in the embedded font. The sheets of codes (lib/sheets) place many this way.
 */
export function placeSvg(
  { SVGtoPDF }: Pick<PdfLibraries, "SVGtoPDF">,
  doc: PDFKit.PDFDocument,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  colorCallback?: PdfColorHook,
): void {
  doc.registerFont("Frame", frameFontData());
  const draw = (part: string) =>
    SVGtoPDF(doc, fitted(part), box.x, box.y, {
      width: box.width,
      height: box.height,
      fontCallback: () => "Frame",
      colorCallback,
    });
  const split = splitModules(svg);
  if (!split) {
    draw(svg);
    return;
  }
  // The modules as a clip pdfkit writes, filled by svg-to-pdfkit in their paint: see place-modules.
  draw(split.before);
  doc.save();
  clipToModules(doc, split, box);
  draw(split.paint);
  doc.restore();
  draw(split.after);
}

/** The root's own width and height (CSS pixels) would win over the box: the viewBox fills the box instead. */
const fitted = (svg: string) =>
  svg.replace(/^(<svg\b[^>]*?)\swidth="[^"]*"\sheight="[^"]*"/, '$1 width="100%" height="100%"');

/**
 * A print-ready PDF of an SVG document: everything stays vector (modules, finders, frame, gradients,
 * text in an embedded font subset); only an embedded logo is a bitmap.
 */
export const svgToPdf = (svg: string, width: number, height: number, title: string): Promise<Buffer> =>
  pdfPage(width, height, title, (doc, pageWidth, pageHeight, libraries) =>
    placeSvg(libraries, doc, svg, { x: 0, y: 0, width: pageWidth, height: pageHeight }),
  );

/** A PDF holding a bitmap (an AI code's art, which has no vector form) at the page's full size. */
export const pngToPdf = (png: Buffer, width: number, height: number, title: string): Promise<Buffer> =>
  pdfPage(width, height, title, (doc, pageWidth, pageHeight) => {
    doc.image(png, 0, 0, { width: pageWidth, height: pageHeight });
  });
