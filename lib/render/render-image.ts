import type { Sharp } from "sharp";
import { buildMatrix } from "./build-matrix";
import { assertReadableColors } from "./contrast";
import type { LogoImage } from "./decode-logo";
import { computeLayout } from "./layout";
import { logoAspect, placeLogo, prepareLogo } from "./prepare-logo";
import { isBitmapStyle, renderBitmap } from "./render-bitmap";
import {
  CONTENT_TYPES,
  type EccLevel,
  type ImageFormat,
  parseRenderOptions,
  type RenderOptions,
  type RenderOptionsInput,
} from "./render-options";
import { svgToPdf } from "./render-pdf";
import { asBuffer, runOnRenderThread } from "./render-pool";
import { fitsRaster, renderRaster } from "./render-raster";
import { pixelHeight, renderSvg } from "./render-svg";
import { loadSharp } from "./sharp";

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
  /** The level actually used: a logo raises L and M to Q. */
  errorCorrectionLevel: EccLevel;
}

/** A logo's width / the symbol's when the style names no sizeRatio. */
export const DEFAULT_LOGO_RATIO = 0.2;

/**
 * PNG at zlib level 6 for flat two-colour codes (level 4 would double their size); level 5 for
 * anti-aliased and gradient images, where 6 costs ~10% more time for 1–2% fewer bytes.
 */
function encode(image: Sharp, format: Exclude<ImageFormat, "svg" | "pdf">, pngLevel = 6): Promise<Buffer> {
  if (format === "png") return image.png({ compressionLevel: pngLevel }).toBuffer();
  if (format === "webp") return image.webp({ quality: 92, alphaQuality: 100 }).toBuffer();
  return image.jpeg({ quality: 92, chromaSubsampling: "4:4:4" }).toBuffer();
}

/**
 * Draws a QR code from options already validated (parseRenderOptions) and a logo already decoded
 * (decodeLogo / fetchLogo): nothing here validates again. The production server draws on a pool of
 * render threads (render-pool), so painting never holds up the event loop that serves requests;
 * a process without one draws here. Unreadable colours and content too long for the level are
 * ApiError 400s naming the field; a full render queue is a 503.
 */
export async function drawQr(options: RenderOptions, logo?: LogoImage): Promise<RenderedImage> {
  const image = await runOnRenderThread<RenderedImage>("drawQrTask", { options, logo });
  return image ? { ...image, body: asBuffer(image.body) } : drawQrOnThisThread(options, logo);
}

/**
 * drawQr's work, on the calling thread. Bitmaps up to 720² px paint their modules in JS over a
 * cached layer of the rest (render-raster, a few ms); larger ones are rasterised whole by librsvg.
 * Resizing and encoding run in sharp on libuv's threads.
 */
export async function drawQrOnThisThread(options: RenderOptions, logo?: LogoImage): Promise<RenderedImage> {
  const { styles: style, format, size } = options;
  const ecc: EccLevel =
    logo && (options.errorCorrectionLevel === "L" || options.errorCorrectionLevel === "M")
      ? "Q"
      : options.errorCorrectionLevel;
  assertReadableColors(style);
  const matrix = buildMatrix(options.content, ecc, { withLogo: Boolean(logo) });
  const logoShape = logo ? { ratio: style.logo?.sizeRatio ?? DEFAULT_LOGO_RATIO, aspect: logoAspect(logo) } : null;
  const layout = computeLayout(matrix, style, logoShape);
  const height = pixelHeight(layout, size);
  const result = (body: Buffer): RenderedImage => ({
    body,
    contentType: CONTENT_TYPES[format],
    width: size,
    height,
    errorCorrectionLevel: ecc,
  });
  const scale = size / layout.width;
  const box = layout.logo;

  if (format === "svg" || format === "pdf") {
    // Embedded at no less than 256 px on its long side, so the SVG or PDF stays sharp when scaled up.
    const zoom = box ? Math.min(4, Math.max(1, 256 / (Math.max(box.width, box.height) * scale))) : 1;
    const prepared =
      logo && box
        ? await prepareLogo(logo, Math.round(box.width * scale * zoom), Math.round(box.height * scale * zoom))
        : null;
    const logoHref = prepared ? `data:image/png;base64,${prepared.png.toString("base64")}` : undefined;
    const svg = renderSvg({ matrix, layout, style, width: size, logoHref });
    return result(format === "pdf" ? await svgToPdf(svg, size, height, "QR code") : Buffer.from(svg));
  }
  const sharp = await loadSharp();
  if (isBitmapStyle(style, Boolean(logo))) {
    const raw = renderBitmap(matrix, style, size);
    return result(
      await encode(sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }), format),
    );
  }
  if (fitsRaster(layout, size)) {
    const raw = await renderRaster({ matrix, layout, style, width: size, logo });
    return result(
      await encode(
        sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }),
        format,
        5,
      ),
    );
  }
  let image = sharp(Buffer.from(renderSvg({ matrix, layout, style, width: size })));
  if (logo && box) image = image.composite([await placeLogo(logo, box, scale)]);
  return result(await encode(image, format));
}

/**
 * Validates options (a 400 naming the field; `maxSize` is the caller's pixel cap), then draws.
 * The logo is passed apart: binary data is never handed to a validator.
 */
export async function renderQr(
  input: RenderOptionsInput,
  limits: { maxSize?: number } = {},
  logo?: LogoImage,
): Promise<RenderedImage> {
  return drawQr(parseRenderOptions(input, limits.maxSize), logo);
}
