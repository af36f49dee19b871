import { LRUCache } from "lru-cache";
import { registerCache } from "../server/memory-report";
import type { QrMatrix } from "./build-matrix";
import type { LogoImage } from "./decode-logo";
import type { QrLayout } from "./layout";
import { blendModules } from "./blend-modules";
import { type GridPlacement, MAX_RASTER_SCALE, moduleCoverage } from "./module-coverage";
import { moduleMask } from "./module-mask";
import { placeLogo } from "./prepare-logo";
import { renderCacheBytes } from "./render-pool";
import type { RawImage } from "./render-bitmap";
import { pixelHeight, renderSvg } from "./render-svg";
import { loadSharp } from "./sharp";
import type { QrStyle } from "./style-schema";

/**
 * Largest image drawn here (px): the JS work grows with the area and runs on the event loop (a few
 * ms at this size); larger images go through librsvg on libuv's threads.
 */
const MAX_RASTER_PIXELS = 720 * 720;

export interface RasterInput {
  matrix: QrMatrix;
  layout: QrLayout;
  style: QrStyle;
  width: number;
  logo?: LogoImage;
}

/** Whether render-raster draws this image (else the SVG goes through librsvg whole). */
export function fitsRaster(layout: QrLayout, width: number): boolean {
  return width * pixelHeight(layout, width) <= MAX_RASTER_PIXELS && width / layout.width <= MAX_RASTER_SCALE;
}

// Everything but the data modules (background, frame, finders, alignment patterns, logo) as raw
// RGB, per style, size, version and logo: the part librsvg is slow at is the same for every code
// of one design, so it is drawn once and only the modules are painted per content.
const LAYER_BYTES = renderCacheBytes(24 * 2 ** 20);
const layers = new LRUCache<string, Buffer, RasterInput>({
  maxSize: LAYER_BYTES,
  sizeCalculation: (layer) => Math.max(1, layer.byteLength),
  fetchMethod: (_key, _stale, { context }) => drawFixedLayer(context),
  ignoreFetchAbort: true,
});
registerCache("fixed code layers", () => ({
  entries: layers.size,
  bytes: layers.calculatedSize,
  maxBytes: LAYER_BYTES,
}));

/** The SVG path's placement of the module grid: viewBox scaled to fit, centred (xMidYMid meet). */
function placement(layout: QrLayout, width: number): GridPlacement {
  const height = pixelHeight(layout, width);
  const scale = Math.min(width / layout.width, height / layout.height);
  const dx = (width - layout.width * scale) / 2;
  const dy = (height - layout.height * scale) / 2;
  return { scale, originX: dx + layout.originX * scale, originY: dy + layout.originY * scale };
}

async function drawFixedLayer({ matrix, layout, style, width, logo }: RasterInput): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(Buffer.from(renderSvg({ matrix, layout, style, width, withoutModules: true })));
  const box = layout.logo;
  if (logo && box) {
    // Composited as render-image does over the full SVG.
    const { data, info } = await image
      .composite([await placeLogo(logo, box, width / layout.width)])
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  return image.removeAlpha().raw().toBuffer();
}

/**
 * The code as raw RGB: the fixed layer (cached) with the modules painted over it in JS, stamped
 * anti-aliased and area-averaged as librsvg would cover them. Callers check fitsRaster first.
 */
export async function renderRaster(input: RasterInput): Promise<RawImage> {
  const { matrix, layout, style, width, logo } = input;
  const key = `${width}|${matrix.size}|${logo?.id ?? "-"}|${JSON.stringify(style)}`;
  const layer = await layers.fetch(key, { context: input });
  const image = Buffer.from(layer!);
  const height = pixelHeight(layout, width);
  const place = placement(layout, width);
  const coverage = moduleCoverage(moduleMask(matrix, layout.cleared), matrix.size, style.dotShape, place);
  const paint = style.gradient ? { gradient: style.gradient, size: matrix.size } : { color: style.foregroundColor };
  blendModules(image, width, height, coverage, paint, place);
  return { data: image, width, height, channels: 3 };
}
