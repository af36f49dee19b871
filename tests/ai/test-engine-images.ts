import sharp from "sharp";

/**
 * What the test engines answer: an image derived from the control image they are sent — the code
 * tinted with an even colour wash (scannable), or when `scannable` is false the same image with the
 * top-left finder pattern painted over (no decoder can read it). PNG bytes.
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
      // A light, even wash (15%), its colour the variant's: the contrast between modules is the
      // plain code's, so the image scans exactly when the plain code does (lib/ai/readable-short-code.ts
      // makes sure a new code's does). A gradient here made ZXing miss ~1 code in 400 once blurred.
      const wash = [40 + variant * 50, 200 - variant * 30, 128 + variant * 30];
      for (let c = 0; c < 3; c++) out[to + c] = finder ? 128 : Math.round(data[at + c] * 0.85 + wash[c] * 0.15);
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
