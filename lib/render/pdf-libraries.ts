import type PDFKit from "pdfkit";
import type svgToPdfKit from "svg-to-pdfkit";

export interface PdfLibraries {
  PDFDocument: typeof PDFKit;
  SVGtoPDF: typeof svgToPdfKit;
}

// pdfkit and svg-to-pdfkit load on the first PDF, not at start: a server that draws none does not
// hold them (~6 MB of heap and ~20 MB resident, measured by importing them into a bare process).
let loading: Promise<PdfLibraries> | undefined;

export function pdfLibraries(): Promise<PdfLibraries> {
  loading ??= Promise.all([import("pdfkit"), import("svg-to-pdfkit")]).then(([pdfkit, svg]) => ({
    PDFDocument: pdfkit.default,
    SVGtoPDF: svg.default,
  }));
  return loading;
}
