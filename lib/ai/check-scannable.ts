import { qrDecoders, type RgbaPixels, toRgba } from "../render/decode-image";
import { runOnRenderThread } from "../render/render-pool";
import { loadSharp } from "../render/sharp";

export interface DecoderResult {
  decoder: "jsqr" | "zxing";
  condition: string;
  text: string | null;
  ok: boolean;
}

export interface ScanCheck {
  scannable: boolean;
  /** Share of decodes that returned exactly the expected text. */
  score: number;
  decoders: DecoderResult[];
}

const SCALES = [256, 512, 1024];
/** Mild blur (sigma in px at 512 px): a phone camera slightly out of focus. */
const BLUR_SIGMA = 1.2;

/**
 * The guarantee of AI mode: a candidate is scannable only when two independent decoders (jsQR and
 * ZXing) each read exactly `expected` at 256, 512 and 1024 px and once blurred. Anything else, a
 * wrong text included, is a failure. Eight decodes of up to 1024² px are a few hundred ms of JS: on
 * a render thread where the process has them (lib/render/render-pool.ts), waiting for a free one.
 */
export async function checkScannable(image: Buffer, expected: string): Promise<ScanCheck> {
  const check = await runOnRenderThread<ScanCheck>("checkScannableTask", { image, expected }, "wait");
  return check ?? checkScannableOnThisThread(image, expected);
}

export async function checkScannableOnThisThread(image: Buffer, expected: string): Promise<ScanCheck> {
  const sharp = await loadSharp();
  const conditions: [string, Promise<RgbaPixels>][] = [
    ...SCALES.map(
      (px) => [`${px}px`, toRgba(sharp(image).resize(px, px, { fit: "fill" }))] as [string, Promise<RgbaPixels>],
    ),
    ["blur", toRgba(sharp(image).resize(512, 512, { fit: "fill" }).blur(BLUR_SIGMA))],
  ];
  const decode = await qrDecoders();
  const decoders: DecoderResult[] = [];
  for (const [condition, pending] of conditions) {
    const pixels = await pending;
    for (const decoder of ["jsqr", "zxing"] as const) {
      const text = decode[decoder](pixels);
      decoders.push({ decoder, condition, text, ok: text === expected });
    }
  }
  const passed = decoders.filter((result) => result.ok).length;
  return {
    scannable: passed === decoders.length,
    score: Math.round((passed / decoders.length) * 1000) / 1000,
    decoders,
  };
}
