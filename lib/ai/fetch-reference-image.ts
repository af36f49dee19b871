import sharp from "sharp";
import { fetchLogo } from "../net/fetch-logo";

export const REFERENCE_SIZE = 512;

/**
 * The caller's reference image, fetched through the outbound guard (5 s, 2 MB, private addresses
 * refused), as a PNG of at most 512 px: a dead or unreadable URL is a 400 on `image`.
 */
export async function fetchReferenceImage(url: string): Promise<Buffer> {
  const { data, width, height } = await fetchLogo(url, "image");
  return sharp(data, { raw: { width, height, channels: 4 } })
    .resize(REFERENCE_SIZE, REFERENCE_SIZE, { fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
}
