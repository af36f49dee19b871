import type { PdfColorHook } from "../render/render-pdf";

/**
 * sRGB 0–255 to CMYK 0–100 by the device-independent formula (black from the darkest channel):
 * no ICC profile, so a print shop's RIP maps it to its press. Pure black stays K only, so the
 * modules of a black code print in one ink and never mis-register.
 */
export function rgbToCmyk([red, green, blue]: number[]): [number, number, number, number] {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 100];
  const ink = (channel: number) => Math.round(((1 - channel - k) / (1 - k)) * 10_000) / 100;
  return [ink(r), ink(g), ink(b), Math.round(k * 10_000) / 100];
}

/** The colour hook that writes every colour of a drawn code as DeviceCMYK. */
export const toCmyk: PdfColorHook = (color) => (color ? [rgbToCmyk(color[0]), color[1]] : color);
