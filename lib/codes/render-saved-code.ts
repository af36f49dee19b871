import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { ApiError } from "../errors/api-error";
import type { Prisma } from "../db/generated/client";
import { loadUploadedLogo } from "../logos/load-uploaded-logo";
import { isLogoRef } from "../logos/logo-schemas";
import { fetchLogo } from "../net/fetch-logo";
import type { LogoImage } from "../render/decode-logo";
import { drawQr, type RenderedImage } from "../render/render-image";
import {
  type EccLevel,
  type ImageFormat,
  MAX_SIZE,
  parseRenderOptions,
  type RenderOptionsInput,
} from "../render/render-options";
import { renderedImageCache } from "../render/rendered-image-cache";
import { drawStoredImage } from "../ai/draw-stored-image";
import { CODE_LINK_SELECT, type CodeLinkColumns, shortLinkOf } from "./code-link";

/** The columns renderSavedCode reads. */
export const SAVED_IMAGE_SELECT = {
  mode: true,
  content: true,
  ...CODE_LINK_SELECT,
  styles: true,
  logoUrl: true,
  errorCorrectionLevel: true,
  size: true,
  aiImage: { select: { png: true } },
} satisfies Prisma.QrCodeSelect;

export interface SavedCodeImageSource extends CodeLinkColumns {
  mode: string;
  content: string;
  /** The stored (resolved) QrStyle JSON. */
  styles: unknown;
  logoUrl: string | null;
  errorCorrectionLevel: string;
  size: number;
  /** An AI code's stored image (lib/ai): served as it is, resized. */
  aiImage?: { png: Uint8Array } | null;
}

export interface SavedCodeImage {
  image: RenderedImage;
  /** Strong validator: a hash of everything that determines the bytes. */
  etag: string;
}

export interface SavedImageOptions {
  format?: ImageFormat;
  /** Pixels; default the code's own size, lowered to maxSize. Above maxSize: 400 on `size`. */
  size?: number;
  /** The caller's cap (lib/generate/caller-image-cap); default the engine's maximum. */
  maxSize?: number;
}

/** What the image encodes: a code with a short link encodes the link, a static code its content. */
export const savedCodeText = (code: Pick<SavedCodeImageSource, "mode" | "content" | keyof CodeLinkColumns>): string =>
  (code.mode !== "STATIC" && shortLinkOf(code)) || code.content;

// Public image URLs of printed codes are fetched again and again: keep the recent ones drawn.
const rendered = renderedImageCache(undefined, "saved code images");

// Logos that failed, not asked for again until their entry expires: a dead logo host must not slow every view.
const failedLogos = new LRUCache<string, true>({
  maxSize: 2 ** 18,
  sizeCalculation: (_failed, url) => 100 + url.length * 2,
  ttl: 5 * 60_000,
});

/** A logo that can no longer be fetched leaves the code without it rather than without an image. */
export async function logoOf(url: string): Promise<LogoImage | undefined> {
  if (isLogoRef(url)) return loadUploadedLogo(url);
  if (failedLogos.has(url)) return undefined;
  try {
    return await fetchLogo(url);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    failedLogos.set(url, true);
    return undefined;
  }
}

/** Tests start with no logo remembered as failed. */
export function clearFailedLogosForTests(): void {
  failedLogos.clear();
}

/**
 * The image of a saved code with its styles, logo and error correction level, in any format and
 * size. Used by GET /api/v1/qrcodes/{id}/image and the public `{SHORT_LINK_BASE}/{code}/qr.png`.
 */
export async function renderSavedCode(
  code: SavedCodeImageSource,
  options: SavedImageOptions = {},
): Promise<SavedCodeImage> {
  const format = options.format ?? "png";
  const maxSize = options.maxSize ?? MAX_SIZE;
  const size = options.size ?? Math.min(code.size, maxSize);
  if (code.mode === "AI") return storedImage(code.aiImage?.png, format, size);
  const content = savedCodeText(code);
  const logo = code.logoUrl ? await logoOf(code.logoUrl) : undefined;
  const hash = createHash("sha256").update(
    JSON.stringify([content, format, size, maxSize, code.errorCorrectionLevel, code.styles]),
  );
  if (logo) hash.update(logo.id);
  const etag = `"${hash.digest("base64url").slice(0, 32)}"`;
  const draw = () => {
    const input = {
      content,
      format,
      size,
      errorCorrectionLevel: code.errorCorrectionLevel as EccLevel,
      styles: code.styles as RenderOptionsInput["styles"],
    };
    return drawQr(parseRenderOptions(input, maxSize), logo);
  };
  const image = (await rendered.fetch(etag, { context: draw }))!;
  return { image, etag };
}

async function storedImage(png: Uint8Array | undefined, format: ImageFormat, size: number): Promise<SavedCodeImage> {
  if (!png) throw new ApiError("NOT_FOUND", "This AI code has no image yet.");
  const etag = `"${createHash("sha256").update(png).update(`${format}:${size}`).digest("base64url").slice(0, 32)}"`;
  return { image: await drawStoredImage(png, format, size), etag };
}
