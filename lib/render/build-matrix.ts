import QRCode from "qrcode";
import { ApiError, invalid } from "../errors/api-error";
import type { EccLevel } from "./render-options";

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  version: number;
  ecc: EccLevel;
  /** size × size, row-major, 1 = dark. */
  dark: Uint8Array;
}

/** Bytes that fit at version 40 in byte mode, per level (ISO/IEC 18004 table 7). */
const MAX_BYTES: Record<EccLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/**
 * Smallest version drawn under a logo: in tiny symbols the cleared centre would cover more
 * codewords than the error correction can restore.
 */
const MIN_LOGO_VERSION = 4;

/** The module matrix of `content`; content that no QR version can hold is a 400 on `content`. */
export function buildMatrix(content: string, ecc: EccLevel, options: { withLogo?: boolean } = {}): QrMatrix {
  if (content.length === 0) throw invalid("content", "is required");
  let code: QRCode.QRCode;
  try {
    code = QRCode.create(content, { errorCorrectionLevel: ecc });
  } catch (error) {
    if (error instanceof Error && /too big/i.test(error.message)) {
      const bytes = Buffer.byteLength(content, "utf8");
      throw invalid(
        "content",
        `is too long for a QR code at error correction level ${ecc}: ${bytes} bytes given, at most ${MAX_BYTES[ecc]} fit (fewer with a logo, which needs level Q or H); shorten it or choose a lower errorCorrectionLevel`,
      );
    }
    throw error instanceof ApiError ? error : invalid("content", "cannot be encoded as a QR code");
  }
  if (options.withLogo && code.version < MIN_LOGO_VERSION) {
    code = QRCode.create(content, { errorCorrectionLevel: ecc, version: MIN_LOGO_VERSION });
  }
  return { size: code.modules.size, version: code.version, ecc, dark: code.modules.data };
}
