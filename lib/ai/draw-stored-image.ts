import type { ImageFormat } from "../render/render-options";
import type { RenderedImage } from "../render/render-image";
import { pngToPdf } from "../render/render-pdf";
import { loadSharp } from "../render/sharp";

/**
 * An AI code's stored image at the size asked for: resized (lanczos keeps module edges crisp) to a
 * PNG, WebP or JPEG, or an SVG or PDF holding that PNG, since the art has no vector form.
 */
export async function drawStoredImage(png: Uint8Array, format: ImageFormat, size: number): Promise<RenderedImage> {
  const sharp = await loadSharp();
  const resized = sharp(png).resize(size, size, { fit: "contain", background: "#ffffff", kernel: "lanczos3" });
  const image = (body: Buffer, contentType: string): RenderedImage => ({
    body,
    contentType,
    width: size,
    height: size,
    errorCorrectionLevel: "H",
  });
  if (format === "webp") return image(await resized.webp({ quality: 92 }).toBuffer(), "image/webp");
  if (format === "jpeg")
    return image(await resized.flatten({ background: "#ffffff" }).jpeg({ quality: 92 }).toBuffer(), "image/jpeg");
  const pngBody = await resized.png().toBuffer();
  if (format === "pdf") return image(await pngToPdf(pngBody, size, size, "QR code"), "application/pdf");
  if (format === "svg") {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><image width="${size}" height="${size}" href="data:image/png;base64,${pngBody.toString("base64")}"/></svg>`;
    return image(Buffer.from(svg), "image/svg+xml");
  }
  return image(pngBody, "image/png");
}
