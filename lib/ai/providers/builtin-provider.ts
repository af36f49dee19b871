import { alignmentCentres } from "../../render/alignment-positions";
import type { QrMatrix } from "../../render/build-matrix";
import { loadSharp } from "../../render/sharp";
import { AiEngineError, type AiProvider, type GenerateRequest } from "./provider-types";

const MODULE_PX = 16;
const QUIET = 4;

/** Finders with their separators, timing patterns and alignment patterns: drawn whole, never art. */
function functionMask(matrix: QrMatrix): Uint8Array {
  const { size, version } = matrix;
  const mask = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const finder = (row < 8 && (col < 8 || col >= size - 8)) || (row >= size - 8 && col < 8);
      if (finder || row === 6 || col === 6) mask[row * size + col] = 1;
    }
  }
  for (const [r, c] of alignmentCentres(version)) {
    for (let row = r - 2; row <= r + 2; row++) for (let col = c - 2; col <= c + 2; col++) mask[row * size + col] = 1;
  }
  return mask;
}

/**
 * A halftone QR code after Chu et al., "Halftone QR Codes" (SIGGRAPH Asia 2013), simplified: each
 * module's centre keeps its data colour (where decoders sample), the rest of the module takes the
 * reference image's tones pulled toward the data colour by (1 − strength); function patterns and
 * the quiet zone stay plain. A retry (lower strength) widens the centres. Not generative: the
 * prompt is recorded, not drawn. Variants shift the image's crop and tint.
 */
export function drawHalftone(
  matrix: QrMatrix,
  reference: { data: Buffer; width: number },
  strength: number,
  centre: number,
  tint = 0,
): Buffer {
  const { size, dark } = matrix;
  const full = (size + QUIET * 2) * MODULE_PX;
  const out = Buffer.alloc(full * full * 3, 255);
  const mask = functionMask(matrix);
  const lo = Math.floor((MODULE_PX * (1 - centre)) / 2);
  const hi = MODULE_PX - lo;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const isDark = dark[row * size + col] === 1;
      const data = isDark ? 0 : 255;
      const plain = mask[row * size + col] === 1;
      for (let y = 0; y < MODULE_PX; y++) {
        for (let x = 0; x < MODULE_PX; x++) {
          const px = (QUIET + col) * MODULE_PX + x;
          const py = (QUIET + row) * MODULE_PX + y;
          const at = (py * full + px) * 3;
          const inCentre = x >= lo && x < hi && y >= lo && y < hi;
          for (let channel = 0; channel < 3; channel++) {
            let value = data;
            if (!plain && !inCentre) {
              const ref = reference.data[((row * MODULE_PX + y) * reference.width + col * MODULE_PX + x) * 3 + channel];
              const tinted = Math.min(255, ref + (channel === tint % 3 ? 0 : tint * 6));
              value = Math.round(tinted * strength + data * (1 - strength));
            }
            out[at + channel] = value;
          }
        }
      }
    }
  }
  return out;
}

export const builtinProvider: AiProvider = {
  name: "builtin",
  async generate(request: GenerateRequest): Promise<Buffer[]> {
    if (!request.referencePng) throw new AiEngineError("the builtin engine needs a reference image (image)");
    const side = request.matrix.size * MODULE_PX;
    const full = (request.matrix.size + QUIET * 2) * MODULE_PX;
    const centre = Math.min(0.8, 0.34 + 0.16 * (request.attempt - 1));
    const sharp = await loadSharp();
    const images: Buffer[] = [];
    for (let variant = 0; variant < request.variants; variant++) {
      const position = (["centre", "north", "south", "east"] as const)[variant % 4];
      const data = await sharp(request.referencePng)
        .resize(side, side, { fit: "cover", position })
        .removeAlpha()
        .raw()
        .toBuffer();
      const pixels = drawHalftone(request.matrix, { data, width: side }, request.strength, centre, variant);
      images.push(
        await sharp(pixels, { raw: { width: full, height: full, channels: 3 } })
          .png()
          .toBuffer(),
      );
    }
    return images;
  },
};
