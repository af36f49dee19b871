import { createHash } from "node:crypto";
import type { Caller } from "../api/caller";
import { LruCache } from "../render/lru-cache";
import { type RenderedImage, renderQr } from "../render/render-image";
import { callerImageCap } from "./caller-image-cap";
import type { GenerateQrInput } from "./generate-schemas";
import { fetchDesignLogo, resolveDesign } from "./resolve-design";

export const DEFAULT_IMAGE_SIZE = 512;

export interface GeneratedImage {
  image: RenderedImage;
  /** Strong validator of the image: a hash of everything that determines its bytes. */
  etag: string;
  templateUsed: string;
  matchedKeywords: string[];
  format: GenerateQrInput["format"];
  size: number;
}

// Identical requests (a page embedding the same code, a retried call) are served from memory.
const rendered = new LruCache<string, RenderedImage>(256);

/** One image, nothing saved or charged: template matching, style overrides, logo, caller's size cap. */
export async function generateQrImage(caller: Caller, input: GenerateQrInput): Promise<GeneratedImage> {
  const { templateUsed, matchedKeywords, styles } = resolveDesign(input);
  const { bytes: logo } = await fetchDesignLogo(styles, input.logo);
  const size = input.size ?? DEFAULT_IMAGE_SIZE;
  const options = { content: input.content, format: input.format, size, errorCorrectionLevel: input.errorCorrectionLevel, styles };
  const maxSize = callerImageCap(caller);

  const hash = createHash("sha256").update(JSON.stringify(options)).update(String(maxSize));
  if (logo) hash.update(logo);
  const etag = `"${hash.digest("base64url").slice(0, 32)}"`;
  let image = rendered.get(etag);
  if (!image) {
    image = await renderQr({ ...options, logo }, { maxSize });
    rendered.set(etag, image);
  }
  return { image, etag, templateUsed, matchedKeywords, format: input.format, size };
}
