import { call } from "@/components/ui/api-call";
import { uploadLogoContract } from "@/components/ui/api-routes.generated";

/** The limits a logo URL has on the server: the same for a file. */
export const MAX_LOGO_FILE_BYTES = 2 * 1024 * 1024;
export const LOGO_FILE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"];
/** Sent at most this wide: the body limit is 256 KB, and a logo is drawn at most ~660 px wide. */
const SIDES = [768, 512, 384];
const MAX_DATA_URL = 250_000;

/** A picked file scaled in the browser to a WebP (transparency kept) that fits in one API request. */
async function scaledDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    for (const side of SIDES) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL("image/webp", 0.92);
      if (url.length <= MAX_DATA_URL) return url;
    }
    throw new Error("too detailed");
  } finally {
    bitmap.close();
  }
}

/** Checks, scales and uploads a logo file (POST /api/v1/logos): its `logo:<id>`, or a message to show. */
export async function uploadLogoFile(file: File): Promise<{ logo: string } | { problem: string }> {
  if (!LOGO_FILE_TYPES.includes(file.type)) return { problem: "Choose a PNG, JPEG, WebP, GIF or AVIF image." };
  if (file.size > MAX_LOGO_FILE_BYTES) return { problem: "That image is over 2 MB. Choose a smaller one." };
  let image: string;
  try {
    image = await scaledDataUrl(file);
  } catch {
    return { problem: "That file could not be read as an image." };
  }
  const result = await call(uploadLogoContract, { body: { image } });
  return result.ok ? { logo: result.data.logo } : { problem: result.error.fields.image ?? result.error.message };
}
