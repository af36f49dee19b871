import sharp from "sharp";
import type { RenderedImage } from "../render/render-image";

/**
 * An AI code's stored image at the size asked for: a PNG resized (nearest neighbour keeps module
 * edges crisp when enlarged), or an SVG holding that PNG, since the art has no vector form.
 */
export async function drawStoredImage(png: Uint8Array, format: "png" | "svg" | string, size: number): Promise<RenderedImage> {
  const resized = await sharp(png).resize(size, size, { fit: "contain", background: "#ffffff", kernel: "lanczos3" }).png().toBuffer();
  if (format === "svg") {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><image width="${size}" height="${size}" href="data:image/png;base64,${resized.toString("base64")}"/></svg>`;
    return { body: Buffer.from(svg), contentType: "image/svg+xml", width: size, height: size, errorCorrectionLevel: "H" };
  }
  return { body: resized, contentType: "image/png", width: size, height: size, errorCorrectionLevel: "H" };
}
