import type ZxingLibrary from "@zxing/library";
import type jsQRFunction from "jsqr";
import type { Sharp } from "sharp";
import { loadSharp } from "./sharp";

export interface Decoded {
  text: string | null;
  decoder: "jsqr" | "zxing" | null;
}

export interface RgbaPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The two QR decoders; each answers null when it reads nothing. */
export interface QrDecoders {
  jsqr(pixels: RgbaPixels): string | null;
  zxing(pixels: RgbaPixels): string | null;
}

// Loaded on the first decode, not at start: a server that checks no image does not hold them
// (~5 MB of heap and ~18 MB resident, measured by importing them into a bare process).
let decoders: Promise<QrDecoders> | undefined;
export function qrDecoders(): Promise<QrDecoders> {
  decoders ??= Promise.all([import("@zxing/library"), import("jsqr")]).then(([zxing, jsqr]) => {
    // @zxing/library is CommonJS marked __esModule: Node's import() gives its exports as `default`,
    // a loader that honours the mark (tsx, for the CLI and scripts) as named exports.
    const library = (zxing.default ?? zxing) as typeof ZxingLibrary;
    return {
      zxing: (pixels) => decodeWithZxing(library, pixels),
      jsqr: (pixels) => decodeWithJsqr(jsqr.default, pixels),
    };
  });
  return decoders;
}

/**
 * @zxing/library's QR reader (try harder) with its hybrid binarizer, then its global-histogram one
 * (the hybrid one's local thresholds lose some smooth, blurred images), then in pure-barcode mode.
 * Null when neither reads anything.
 */
function decodeWithZxing(zxing: typeof ZxingLibrary, { data, width, height }: RgbaPixels): string | null {
  const { BinaryBitmap, DecodeHintType, GlobalHistogramBinarizer, HybridBinarizer, QRCodeReader, RGBLuminanceSource } =
    zxing;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (data[i * 4] * 299 + data[i * 4 + 1] * 587 + data[i * 4 + 2] * 114) / 1000;
  }
  // The finder search of @zxing/library misses some perfectly clean codes at some sizes (measured:
  // 2 plain version-4 codes in 60 at 1024 px); its pure-barcode mode reads those.
  const tries = [
    [HybridBinarizer, DecodeHintType.TRY_HARDER],
    [GlobalHistogramBinarizer, DecodeHintType.TRY_HARDER],
    [HybridBinarizer, DecodeHintType.PURE_BARCODE],
  ] as const;
  for (const [Binarizer, hint] of tries) {
    const bitmap = new BinaryBitmap(new Binarizer(new RGBLuminanceSource(luminance, width, height)));
    try {
      return new QRCodeReader().decode(bitmap, new Map([[hint, true]])).getText();
    } catch {
      // the next way
    }
  }
  return null;
}

/** jsQR, an independent implementation; null when it reads nothing. */
function decodeWithJsqr(jsQR: typeof jsQRFunction, { data, width, height }: RgbaPixels): string | null {
  return jsQR(data, width, height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

/** Any image sharp reads, flattened on white, as RGBA pixels. */
export async function toRgba(image: Buffer | Sharp): Promise<RgbaPixels> {
  const pipeline = Buffer.isBuffer(image) ? (await loadSharp())(image) : image;
  const { data, info } = await pipeline
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** Decodes a PNG/WebP/JPEG/SVG image with jsQR, then @zxing/library when jsQR reads nothing. */
export async function decodeImage(image: Buffer, options: { zxingFallback?: boolean } = {}): Promise<Decoded> {
  const [pixels, decode] = await Promise.all([toRgba(image), qrDecoders()]);
  const found = decode.jsqr(pixels);
  if (found !== null) return { text: found, decoder: "jsqr" };
  if (options.zxingFallback === false) return { text: null, decoder: null };
  const text = decode.zxing(pixels);
  return { text, decoder: text === null ? null : "zxing" };
}
