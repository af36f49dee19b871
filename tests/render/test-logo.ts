import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** A two-colour round logo with a transparent corner area, made locally (no network). */
export function makeTestLogo(size = 240): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<circle cx="50" cy="50" r="48" fill="#e11d48"/><rect x="28" y="28" width="44" height="44" rx="8" fill="#111827"/>` +
    `<circle cx="50" cy="50" r="12" fill="#fbbf24"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An 820×820 RGB PNG of random noise: about 2.0 MB, just under the 2 MB logo cap, that no compressor shrinks. */
export function makeNoiseLogo(side = 820): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
