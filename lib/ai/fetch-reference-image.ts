import { invalid } from "../errors/api-error";
import { fetchLogo } from "../net/fetch-logo";
import { decodeLogo, UndecodableLogoError } from "../render/decode-logo";
import { loadSharp } from "../render/sharp";
import { imageDataUrlBytes, isImageDataUrl } from "../validation/image-data-url";

export const REFERENCE_SIZE = 512;

/** An uploaded (data: URL) image, decoded like a logo: unreadable bytes are a 400 on `image`. */
async function decodeUpload(value: string) {
  try {
    return await decodeLogo(imageDataUrlBytes(value));
  } catch (error) {
    if (error instanceof UndecodableLogoError) throw invalid("image", error.message);
    throw error;
  }
}

/**
 * The caller's reference image — an upload (data: URL) or a URL fetched through the outbound guard
 * (5 s, 2 MB, private addresses refused) — as a PNG of at most 512 px: a dead or unreadable one is
 * a 400 on `image`.
 */
export async function fetchReferenceImage(url: string): Promise<Buffer> {
  const { data, width, height } = isImageDataUrl(url) ? await decodeUpload(url) : await fetchLogo(url, "image");
  const sharp = await loadSharp();
  return sharp(data, { raw: { width, height, channels: 4 } })
    .resize(REFERENCE_SIZE, REFERENCE_SIZE, { fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
}
