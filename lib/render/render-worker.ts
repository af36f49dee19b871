// The render threads' entry (render-pool.ts), bundled beside the server as .next/codebeam-render-worker.mjs:
// each export is a task, its argument structured-cloned from the server's thread.
import { checkScannableOnThisThread } from "../ai/check-scannable";
import type { LaidOutDesign } from "../print/print-design";
import { simulatePrintOnThisThread } from "../print/simulate-print";
import { drawSheet, type SheetCode } from "../sheets/draw-sheet";
import type { PlacedSheet } from "../sheets/sheet-layout";
import type { LogoImage } from "./decode-logo";
import { drawQrOnThisThread } from "./render-image";
import type { RenderOptions } from "./render-options";
import { asBuffer, replyOf } from "./render-pool";
import { answerMemoryReports } from "../server/memory-report";

// sharp loads on the thread's first image, through loadSharp (lib/render/sharp.ts), which turns
// libvips's operation cache off as it loads: loading sharp on any thread turns it back on.
answerMemoryReports();

const withLogoBuffer = (logo?: LogoImage) => logo && { ...logo, data: asBuffer(logo.data) };

export function drawQrTask({ options, logo }: { options: RenderOptions; logo?: LogoImage }) {
  return replyOf(() => drawQrOnThisThread(options, withLogoBuffer(logo)));
}

export function drawSheetTask({ sheet, codes, cmyk }: { sheet: PlacedSheet; codes: SheetCode[]; cmyk: boolean }) {
  const withBuffers = codes.map((code) => (code.png ? { ...code, png: asBuffer(code.png) } : code));
  return replyOf(() => drawSheet(sheet, withBuffers, cmyk));
}

export function checkScannableTask({ image, expected }: { image: Uint8Array; expected: string }) {
  return replyOf(() => checkScannableOnThisThread(asBuffer(image), expected));
}

export function simulatePrintTask({ design, widthMm, dpi }: { design: LaidOutDesign; widthMm: number; dpi: number }) {
  return replyOf(() => simulatePrintOnThisThread({ ...design, logo: withLogoBuffer(design.logo) }, widthMm, dpi));
}
