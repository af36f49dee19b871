import sharp from "sharp";

/**
 * What the test engines answer: an image derived from the control image they are sent — the code
 * as sent with a thin band of the variant's colour at the edge (scannable), or when `scannable` is
 * false the same image with the top-left finder pattern painted over (no decoder can read it). PNG bytes.
 */
export async function deriveFromControl(control: Buffer, scannable: boolean, variant: number): Promise<Buffer> {
  const { data, info } = await sharp(control).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(info.width * info.height * 3);
  const module = info.width / 37; // any size: only the finder's corner box matters
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      const to = (y * info.width + x) * 3;
      const finder = !scannable && x > module * 3 && x < module * 12 && y > module * 3 && y < module * 12;
      // The code's pixels are the plain code's, so the image scans exactly when the plain code does
      // (lib/ai/readable-short-code.ts makes sure a new code's does); each variant is told apart
      // by a thin band of its own light colour at the image's edge. A colour wash over the code
      // made ZXing miss about 1 code in 170 once blurred, and with it a whole generation.
      const edge = x < 4 || y < 4 || x >= info.width - 4 || y >= info.height - 4;
      const band = [235 - variant * 20, 245, 220 + variant * 10];
      for (let c = 0; c < 3; c++) out[to + c] = finder ? 128 : edge ? band[c] : data[at + c];
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A request's body, read whole. */
export function readBody(request: import("node:http").IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}
