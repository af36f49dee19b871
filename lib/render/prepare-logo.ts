import { createHash } from "node:crypto";
import sharp from "sharp";
import { invalid } from "../api/errors";
import { LruCache } from "./lru-cache";

export interface PreparedLogo {
  png: Buffer;
  width: number;
  height: number;
}

/** Logo images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
const cache = new LruCache<string, Promise<unknown>>(128);
const digests = new WeakMap<Buffer, string>();

const undecodable = () => invalid("logo", "is not an image that can be decoded (use PNG, JPEG, WebP, GIF or AVIF)");

function digest(bytes: Buffer): string {
  let value = digests.get(bytes);
  if (!value) {
    value = createHash("sha1").update(bytes).digest("base64");
    digests.set(bytes, value);
  }
  return value;
}

/** Caches the promise of work on the logo bytes; a failure is not kept. */
function cached<T>(key: string, work: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = work();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** Width / height of the logo as displayed (EXIF rotation applied). */
export function logoAspect(bytes: Buffer): Promise<number> {
  return cached(`${digest(bytes)}:aspect`, async () => {
    try {
      const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      const rotated = (meta.orientation ?? 1) >= 5;
      const [width, height] = rotated ? [meta.height, meta.width] : [meta.width, meta.height];
      if (!width || !height) throw new Error("no size");
      return width / height;
    } catch {
      throw undecodable();
    }
  });
}

/** The logo decoded and fitted inside width × height px (aspect kept), cached per (bytes, box). */
export function prepareLogo(bytes: Buffer, width: number, height: number): Promise<PreparedLogo> {
  return cached(`${digest(bytes)}:${width}x${height}`, async () => {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(Math.max(1, width), Math.max(1, height), { fit: "inside" })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { png: data, width: info.width, height: info.height };
    } catch {
      throw undecodable();
    }
  });
}
