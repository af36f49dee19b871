import { createHash } from "node:crypto";
import type { Metadata } from "sharp";
import { byteSizeProblem, declaredSizeProblem, maxPixelsOf } from "./decode-logo-limits";
import { inDecodeSlot } from "./decode-logo-slots";
import { loadSharp } from "./sharp";

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

/** Longest side of the decoded logo: the largest box one is drawn in (0.33 of a 2000 px code, 660 px) fits. */
const MASTER_SIDE = 1024;
const DECODABLE = new Set(["png", "jpeg", "webp", "gif", "heif"]);
const UNDECODABLE = "is not an image that can be decoded (use PNG, JPEG, WebP, GIF or AVIF)";

/** Logo bytes that are not decoded: no image sharp reads, a format outside the list, or larger than decodeLogo allows. */
export class UndecodableLogoError extends Error {
  constructor(message = UNDECODABLE) {
    super(message);
  }
}

/** The image's header (format, declared size), read without decoding any pixel. */
async function readHeader(bytes: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    // sharp throws at once (not in the promise) on some input, an empty buffer for one.
    header = await sharp(bytes, { animated: false, limitInputPixels: false }).metadata();
  } catch {
    throw new UndecodableLogoError();
  }
  if (!header.format || !DECODABLE.has(header.format) || !header.width || !header.height)
    throw new UndecodableLogoError();
  return header;
}

/** The pixels, shrunk inside MASTER_SIDE; the decoder stops at the bound the header was checked against. */
async function decodePixels(bytes: Buffer, header: Metadata) {
  const sharp = await loadSharp();
  try {
    // fit "inside" lets libvips shrink a JPEG while decoding it, not after.
    return await sharp(bytes, { limitInputPixels: maxPixelsOf(header), animated: false })
      .rotate()
      .resize(MASTER_SIDE, MASTER_SIDE, { fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UndecodableLogoError();
  }
}

/**
 * Decodes and downscales logo bytes; the work runs in sharp on libuv's threads, not on the event
 * loop, at most two at a time (lib/render/decode-logo-slots.ts). Before any pixel is decoded, the
 * byte count and the size the header declares are checked against lib/render/decode-logo-limits.ts.
 * Anything refused throws UndecodableLogoError, saying why.
 */
export async function decodeLogo(bytes: Buffer): Promise<LogoImage> {
  const tooLarge = byteSizeProblem(bytes.byteLength);
  if (tooLarge) throw new UndecodableLogoError(tooLarge);
  const header = await readHeader(bytes);
  const oversized = declaredSizeProblem(header);
  if (oversized) throw new UndecodableLogoError(oversized);
  const { data, info } = await inDecodeSlot(() => decodePixels(bytes, header));
  const id = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
  // Kept in shared memory: each render hands the pixels to a render thread (lib/render/render-pool.ts),
  // which then reads these bytes instead of a copy (up to 4 MB) made and collected per request.
  const shared = Buffer.from(new SharedArrayBuffer(data.byteLength));
  data.copy(shared);
  return { id, data: shared, width: info.width, height: info.height };
}
