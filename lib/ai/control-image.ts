import type { QrMatrix } from "../render/build-matrix";
import { loadSharp } from "../render/sharp";

const MODULE_PX = 16;
const QUIET = 4;

/** The plain code (black on white, 4-module quiet zone) that conditions the engine. */
export async function controlImage(matrix: QrMatrix): Promise<Buffer> {
  const side = (matrix.size + QUIET * 2) * MODULE_PX;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / MODULE_PX) - QUIET;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / MODULE_PX) - QUIET;
      if (row >= 0 && col >= 0 && row < matrix.size && col < matrix.size && matrix.dark[row * matrix.size + col])
        pixels[y * side + x] = 0;
    }
  }
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}
