import { loadSharp } from "../render/sharp";
import { AI_IMAGE_SIZE } from "./save-ai-code";

/** An engine's image as a candidate: a PNG of AI_IMAGE_SIZE square, letterboxed on white; rejects what sharp cannot read. */
export async function candidatePng(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).resize(AI_IMAGE_SIZE, AI_IMAGE_SIZE, { fit: "contain", background: "#ffffff" }).png().toBuffer();
}
