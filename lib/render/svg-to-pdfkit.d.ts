// svg-to-pdfkit ships no types; this is the part of its API that render-pdf uses.
declare module "svg-to-pdfkit" {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    assumePt?: boolean;
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    warningCallback?: (warning: string) => void;
    /** Called with each parsed colour ([r, g, b] 0–255 and an opacity); answers the colour to paint (4 numbers: CMYK 0–100). */
    colorCallback?: (color: [number[], number] | undefined) => [number[], number] | undefined;
  }
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void;
}
