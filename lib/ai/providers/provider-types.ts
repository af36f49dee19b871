import type { QrMatrix } from "../../render/build-matrix";

/** One attempt's request to an engine: the QR to condition on and how strongly. */
export interface GenerateRequest {
  /** The text the image must encode (the code's short link). */
  shortLink: string;
  matrix: QrMatrix;
  /** The QR at ECC H, black on white with a 4-module quiet zone: the ControlNet input. */
  controlPng: Buffer;
  prompt: string;
  negativePrompt?: string;
  seed?: number;
  /** Art vs. robustness for this attempt (lowered on each retry). */
  strength: number;
  /** ControlNet weight for this attempt (raised on each retry). */
  controlWeight: number;
  variants: number;
  attempt: number;
  referencePng?: Buffer;
}

/** An engine: returns candidate images (any format sharp reads); throws AiEngineError when it cannot. */
export interface AiProvider {
  name: string;
  generate(request: GenerateRequest): Promise<Buffer[]>;
}

/** The engine could not produce images; the message becomes the generation's reason. */
export class AiEngineError extends Error {}
