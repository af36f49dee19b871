import { createHash } from "node:crypto";
import sharp from "sharp";

/**
 * A logo decoded once: EXIF rotation applied, first frame, fitted inside MASTER_SIDE px (never
 * enlarged), as raw RGBA. Every render draws from this, never from the fetched bytes again.
 */
export interface LogoImage {
  /** Content hash of the bytes it was decoded from: part of cache keys and image ETags. */
  id: string;
  data: Buffer;
  width: number;
  height: number;
}

/** Logo images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_LOGO_INPUT_PIXELS = 40_000_000;
/** Longest side of the decoded logo: the largest box one is drawn in (0.33 of a 2000 px code, 660 px) fits. */
const MASTER_SIDE = 1024;
const DECODABLE = new Set(["png", "jpeg", "webp", "gif", "heif"]);

export class UndecodableLogoError extends Error {
  constructor() {
    super("is not an image that can be decoded (use PNG, JPEG, WebP, GIF or AVIF)");
  }
}

/**
 * Decodes and downscales logo bytes; the work runs in sharp on libuv's threads, not on the event
 * loop. Bytes that are no image sharp reads (or a format outside the list) throw UndecodableLogoError.
 */
export async function decodeLogo(bytes: Buffer): Promise<LogoImage> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_LOGO_INPUT_PIXELS, animated: false });
    const { format } = await image.metadata();
    if (!format || !DECODABLE.has(format)) throw new Error(`format ${format}`);
    const { data, info } = await image
      .rotate()
      .resize(MASTER_SIDE, MASTER_SIDE, { fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const id = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
    return { id, data, width: info.width, height: info.height };
  } catch {
    throw new UndecodableLogoError();
  }
}
