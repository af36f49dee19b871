import zxing from "@zxing/library";
import jsQR from "jsqr";
import sharp from "sharp";

export interface Decoded {
  text: string | null;
  decoder: "jsqr" | "zxing" | null;
}

// @zxing/library is CommonJS: its named exports are read from the default export.
const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

function decodeWithZxing(data: Uint8ClampedArray, width: number, height: number): string | null {
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

/** Decodes a PNG/WebP/JPEG/SVG image with jsQR, then @zxing/library when jsQR reads nothing. */
export async function decodeImage(image: Buffer, options: { zxingFallback?: boolean } = {}): Promise<Decoded> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  const found = jsQR(pixels, info.width, info.height, { inversionAttempts: "dontInvert" });
  if (found) return { text: found.data, decoder: "jsqr" };
  if (options.zxingFallback === false) return { text: null, decoder: null };
  const text = decodeWithZxing(pixels, info.width, info.height);
  return { text, decoder: text === null ? null : "zxing" };
}
