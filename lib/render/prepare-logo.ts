import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { registerCache } from "../server/memory-report";
import type { LogoImage } from "./decode-logo";

export interface PreparedLogo {
  png: Buffer;
  width: number;
  height: number;
}

// Fitted logos per (logo, box): a code drawn again at a size seen before skips the resize.
const FITTED_BYTES = 16 * 2 ** 20;
const fitted = new LRUCache<string, PreparedLogo, LogoImage>({
  maxSize: FITTED_BYTES,
  sizeCalculation: (prepared) => Math.max(1, prepared.png.byteLength),
  fetchMethod: async (key, _stale, { context: logo }) => {
    const [width, height] = key
      .slice(key.lastIndexOf(":") + 1)
      .split("x")
      .map(Number);
    const { data, info } = await sharp(logo.data, { raw: { width: logo.width, height: logo.height, channels: 4 } })
      .resize(width, height, { fit: "inside" })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  },
  ignoreFetchAbort: true,
});
registerCache("fitted logos", () => ({ entries: fitted.size, bytes: fitted.calculatedSize, maxBytes: FITTED_BYTES }));

/** Width / height of the logo as displayed. */
export const logoAspect = (logo: LogoImage): number => logo.width / logo.height;

/** The decoded logo fitted inside width × height px (aspect kept), resized in sharp off the event loop. */
export async function prepareLogo(logo: LogoImage, width: number, height: number): Promise<PreparedLogo> {
  const prepared = await fitted.fetch(`${logo.id}:${Math.max(1, width)}x${Math.max(1, height)}`, { context: logo });
  return prepared!;
}
