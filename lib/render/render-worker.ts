// The render threads' entry (render-pool.ts), bundled beside the server as .next/codebeam-render-worker.mjs:
// each export is a task, its argument structured-cloned from the server's thread.
import { drawSheet, type SheetCode } from "../sheets/draw-sheet";
import type { PlacedSheet } from "../sheets/sheet-layout";
import type { LogoImage } from "./decode-logo";
import { drawQrOnThisThread } from "./render-image";
import type { RenderOptions } from "./render-options";
import { asBuffer, replyOf } from "./render-pool";

export function drawQrTask({ options, logo }: { options: RenderOptions; logo?: LogoImage }) {
  return replyOf(() => drawQrOnThisThread(options, logo && { ...logo, data: asBuffer(logo.data) }));
}

export function drawSheetTask({ sheet, codes, cmyk }: { sheet: PlacedSheet; codes: SheetCode[]; cmyk: boolean }) {
  const withBuffers = codes.map((code) => (code.png ? { ...code, png: asBuffer(code.png) } : code));
  return replyOf(() => drawSheet(sheet, withBuffers, cmyk));
}
