import { createHash } from "node:crypto";
import type { Caller } from "../auth/caller";
import { drawQr, type RenderedImage } from "../render/render-image";
import { parseRenderOptions } from "../render/render-options";
import { renderedImageCache } from "../render/rendered-image-cache";
import { callerImageCap } from "./caller-image-cap";
import type { GenerateQrInput } from "./generate-schemas";
import { fetchDesignLogo, resolveDesign } from "./resolve-design";

import { DEFAULT_IMAGE_SIZE } from "./generate-limits";

export { DEFAULT_IMAGE_SIZE };

export interface GeneratedImage {
  image: RenderedImage;
  /** Strong validator of the image: a hash of everything that determines its bytes. */
  etag: string;
  templateUsed: string;
  matchedKeywords: string[];
  format: GenerateQrInput["format"];
  size: number;
}

// Identical requests (a page embedding the same code, a retried call) are served from memory. The
// images asked for again are few; most generates are new contents that only pass through, so a
// smaller bound than saved codes' keeps the repeats (~2,000 small PNGs, ~120 1000 px WebPs).
const GENERATED_BYTES = 8 * 2 ** 20;
const rendered = renderedImageCache(GENERATED_BYTES, "generated images");

/** One image, nothing saved or charged: template matching, style overrides, logo, caller's size cap. */
export async function generateQrImage(caller: Caller, input: GenerateQrInput): Promise<GeneratedImage> {
  const { templateUsed, matchedKeywords, styles } = resolveDesign(input);
  const { logo } = await fetchDesignLogo(styles, input.logo, caller.kind === "anonymous" ? null : caller.accountId);
  const size = input.size ?? DEFAULT_IMAGE_SIZE;
  const maxSize = callerImageCap(caller);
  const options = parseRenderOptions(
    { content: input.content, format: input.format, size, errorCorrectionLevel: input.errorCorrectionLevel, styles },
    maxSize,
  );

  const hash = createHash("sha256").update(JSON.stringify(options)).update(String(maxSize));
  if (logo) hash.update(logo.id);
  const etag = `"${hash.digest("base64url").slice(0, 32)}"`;
  const image = (await rendered.fetch(etag, { context: () => drawQr(options, logo) }))!;
  return { image, etag, templateUsed, matchedKeywords, format: input.format, size };
}
