import { qrDecoders, toRgba } from "../render/decode-image";
import { placeLogo } from "../render/prepare-logo";
import { runOnRenderThread } from "../render/render-pool";
import { fitsRaster, renderRaster } from "../render/render-raster";
import { renderSvg } from "../render/render-svg";
import { loadSharp } from "../render/sharp";
import type { LaidOutDesign } from "./print-design";

/** Largest simulated print, px wide: beyond it the print is drawn smaller and the blur scaled with it. */
export const MAX_SIMULATED_PX = 2000;
/**
 * A phone's camera samples a code it can read with a dozen or so pixels per module at most; a
 * print sharper than that is seen at that sampling (the ink's spread shrinks below a pixel).
 */
const CAMERA_PX_PER_MODULE = 12;
/** Smallest image drawn: below it the decoders have nothing to read, which is what such a print gives. */
const MIN_SIMULATED_PX = 8;

/**
 * The blur of print and camera, as one Gaussian (standard deviations add in quadrature):
 * - ink spreads about half a printer dot around every edge (dot gain);
 * - a phone held at the scanning distance resolves the code about as sharply as a quarter of a
 *   module (focus, motion and the camera's own resampling at the farthest distance it reads from).
 */
const INK_SPREAD_DOTS = 0.5;
const CAMERA_BLUR_MODULES = 0.25;

export interface SimulatedPrint {
  jsqr: string | null;
  zxing: string | null;
}

/** The design's image as the printer would lay it out: one pixel per printer dot (capped). */
async function drawPrint(design: LaidOutDesign, width: number) {
  const { matrix, layout, styles: style, logo } = design;
  const sharp = await loadSharp();
  if (fitsRaster(layout, width)) {
    const raw = await renderRaster({ matrix, layout, style, width, logo });
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  }
  let image = sharp(Buffer.from(renderSvg({ matrix, layout, style, width })));
  if (logo && layout.logo) image = image.composite([await placeLogo(logo, layout.logo, width / layout.width)]);
  // Composited and flattened once, so the blur sees the logo.
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * A phone reads a code from one of the many frames it takes, each sampling it at a slightly
 * different scale: a decoder that misses the first frame gets two more (the finder search of
 * @zxing/library misses some codes at one exact sampling and reads them at the next).
 */
const FRAME_SCALES = [1, 0.94, 1.06];

/** One frame: the print drawn `width` px wide and blurred by `sigma` px. */
async function frame(design: LaidOutDesign, width: number, sigma: number) {
  const image = await drawPrint(design, width);
  // sharp refuses a sigma under 0.3: a blur that small changes no pixel anyway.
  return toRgba(sigma >= 0.3 ? image.blur(sigma) : image);
}

/**
 * Prints the design `widthMm` wide at `dpi`, blurs it as the ink and a phone's camera would and
 * reads it with both decoders the render engine is checked with, each from any of a few frames:
 * on a render thread where the process has them (lib/render/render-pool.ts).
 */
export async function simulatePrint(design: LaidOutDesign, widthMm: number, dpi: number): Promise<SimulatedPrint> {
  const read = await runOnRenderThread<SimulatedPrint>("simulatePrintTask", { design, widthMm, dpi });
  return read ?? simulatePrintOnThisThread(design, widthMm, dpi);
}

export async function simulatePrintOnThisThread(
  design: LaidOutDesign,
  widthMm: number,
  dpi: number,
): Promise<SimulatedPrint> {
  const dots = (widthMm / 25.4) * dpi;
  const cameraPx = CAMERA_PX_PER_MODULE * design.layout.width;
  const width = Math.max(MIN_SIMULATED_PX, Math.round(Math.min(dots, cameraPx, MAX_SIMULATED_PX)));
  const read: SimulatedPrint = { jsqr: null, zxing: null };
  const decode = await qrDecoders();
  for (const scale of FRAME_SCALES) {
    const framed = Math.max(MIN_SIMULATED_PX, Math.round(Math.min(width * scale, MAX_SIMULATED_PX)));
    const pxPerDot = framed / dots;
    const modulePx = framed / design.layout.width;
    const sigma = Math.sqrt((INK_SPREAD_DOTS * pxPerDot) ** 2 + (CAMERA_BLUR_MODULES * modulePx) ** 2);
    const pixels = await frame(design, framed, sigma);
    read.jsqr ??= decode.jsqr(pixels);
    read.zxing ??= decode.zxing(pixels);
    if (read.jsqr === design.content && read.zxing === design.content) break;
  }
  return read;
}
