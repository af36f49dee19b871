import { generateShortCode } from "../codes/generate-short-code";
import { shortLinkFor } from "../codes/short-link-base";
import { buildMatrix } from "../render/build-matrix";
import { candidatePng } from "./candidate-png";
import { checkScannable } from "./check-scannable";
import { controlImage } from "./control-image";

const TRIES = 8;

/**
 * About 1% of short links make a plain code that ZXing cannot read once blurred (a decoder quirk:
 * jsQR reads it), so no AI image of it could ever pass the scannability check and the generation
 * would fail whatever the engine drew. A new AI code takes a short code whose plain code passes,
 * checked as a candidate image would be (candidatePng, then the same decoders).
 */
export async function readableShortCode(shortCode: string): Promise<string> {
  let candidate = shortCode;
  for (let tries = 1; ; tries++) {
    const link = shortLinkFor(candidate);
    const readable = (await checkScannable(await candidatePng(await controlImage(buildMatrix(link, "H"))), link))
      .scannable;
    if (readable || tries === TRIES) return candidate; // after TRIES unreadable draws, the last one stays
    candidate = generateShortCode();
  }
}
