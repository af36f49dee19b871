import zxing from "@zxing/library";
import jsQR from "jsqr";
import sharp from "sharp";

export interface Decoded {
  text: string | null;
  decoder: "jsqr" | "zxing" | null;
}

export interface RgbaPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

// @zxing/library is CommonJS: its named exports are read from the default export.
const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

/** @zxing/library's QR reader (hybrid binarizer, try harder); null when it reads nothing. */
export function decodeWithZxing({ data, width, height }: RgbaPixels): string | null {
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (data[i * 4] * 299 + data[i * 4 + 1] * 587 + data[i * 4 + 2] * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  try {
    return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]])).getText();
  } catch {
    return null;
  }
}

/** jsQR, an independent implementation; null when it reads nothing. */
export function decodeWithJsqr({ data, width, height }: RgbaPixels): string | null {
  return jsQR(data, width, height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

/** Any image sharp reads, flattened on white, as RGBA pixels. */
export async function toRgba(image: Buffer | sharp.Sharp): Promise<RgbaPixels> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** Decodes a PNG/WebP/JPEG/SVG image with jsQR, then @zxing/library when jsQR reads nothing. */
export async function decodeImage(image: Buffer, options: { zxingFallback?: boolean } = {}): Promise<Decoded> {
  const pixels = await toRgba(image);
  const found = decodeWithJsqr(pixels);
  if (found !== null) return { text: found, decoder: "jsqr" };
  if (options.zxingFallback === false) return { text: null, decoder: null };
  const text = decodeWithZxing(pixels);
  return { text, decoder: text === null ? null : "zxing" };
}
