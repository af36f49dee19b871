import type { Metadata } from "sharp";

// What a logo (or an AI reference image) may declare before any pixel of it is decoded. A logo is
// drawn from at most 1024 px (MASTER_SIDE in lib/render/decode-logo.ts), but decoding costs what the
// header declares: a 153 KB PNG declaring 65535×600 px held ~250 MB while decoded, four at once over
// a GB, and the allocator kept it afterwards. Each bound below keeps one decode under ~25 MB
// (bench/memory.ts sends the server such images), and lib/render/decode-logo-slots.ts runs at most
// two at a time.

/** The most bytes any path hands the decoder: a fetched logo's cap (DEFAULT_MAX_BYTES, lib/net/fetch-guarded.ts). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** PNG, GIF, WebP and progressive JPEG are decoded at full size: a 2048² one holds ~20 MB while decoded. */
export const MAX_LOGO_SIDE = 2048;
/** AVIF's decoder holds several copies of the frame: ~18 MB at 1024², ~70 MB at 2048². */
export const MAX_AVIF_SIDE = 1024;
/** A baseline JPEG is shrunk by libjpeg while decoding (up to 8×: 8192 → 1024 px), so it may be larger. */
export const MAX_JPEG_SIDE = 8192;
export const MAX_JPEG_PIXELS = 4096 * 4096;

/** The bounds as the API documents them (contract descriptions of every field that takes an image). */
export const LOGO_SIZE_LIMITS =
  `at most ${MAX_LOGO_BYTES / 2 ** 20} MB and ${MAX_LOGO_SIDE} px on a side (AVIF ${MAX_AVIF_SIDE} px; a JPEG that is not progressive, ` +
  `shrunk while decoding: ${MAX_JPEG_SIDE} px and ${(MAX_JPEG_PIXELS / 1e6).toFixed(1)} megapixels), checked before decoding`;

interface Bound {
  side: number;
  pixels: number;
  /** How the message names the image's kind. */
  kind: string;
}

const KIND_NAMES: Record<string, string> = { png: "PNG", gif: "GIF", webp: "WebP" };

function boundOf({ format, isProgressive }: Metadata): Bound {
  if (format === "jpeg" && !isProgressive) return { side: MAX_JPEG_SIDE, pixels: MAX_JPEG_PIXELS, kind: "a JPEG" };
  if (format === "jpeg") return { side: MAX_LOGO_SIDE, pixels: MAX_LOGO_SIDE ** 2, kind: "a progressive JPEG" };
  if (format === "heif") return { side: MAX_AVIF_SIDE, pixels: MAX_AVIF_SIDE ** 2, kind: "an AVIF image" };
  return { side: MAX_LOGO_SIDE, pixels: MAX_LOGO_SIDE ** 2, kind: `a ${KIND_NAMES[format ?? ""] ?? "decoded"} image` };
}

/** The most pixels an image of this header's kind may declare (sharp's limitInputPixels for its decode). */
export const maxPixelsOf = (header: Metadata): number => boundOf(header).pixels;

/** Why an image of `byteLength` bytes is refused before it is read at all, or undefined. */
export function byteSizeProblem(byteLength: number): string | undefined {
  if (byteLength <= MAX_LOGO_BYTES) return undefined;
  return `is ${(byteLength / 2 ** 20).toFixed(1)} MB; an image may have at most ${MAX_LOGO_BYTES / 2 ** 20} MB`;
}

/** Why an image whose header declares this size is refused before decoding, or undefined. */
export function declaredSizeProblem(header: Metadata): string | undefined {
  const { width = 0, height = 0 } = header;
  const bound = boundOf(header);
  if (Math.max(width, height) <= bound.side && width * height <= bound.pixels) return undefined;
  const pixels = bound.pixels < bound.side ** 2 ? ` and ${(bound.pixels / 1e6).toFixed(1)} megapixels` : "";
  return `is ${width}×${height} px; ${bound.kind} may have at most ${bound.side} px on a side${pixels} (scale it down first: at most 1024 px are used)`;
}
