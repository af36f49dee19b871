import { LRUCache } from "lru-cache";
import { registerCache } from "../server/memory-report";
import type { LogoImage } from "./decode-logo";
import { renderCacheBytes } from "./render-pool";
import { loadSharp } from "./sharp";

export interface PreparedLogo {
  png: Buffer;
  width: number;
  height: number;
}

// Fitted logos per (logo, box): a code drawn again at a size seen before skips the resize.
const FITTED_BYTES = renderCacheBytes(16 * 2 ** 20);
const fitted = new LRUCache<string, PreparedLogo, LogoImage>({
  maxSize: FITTED_BYTES,
  sizeCalculation: (prepared) => Math.max(1, prepared.png.byteLength),
  fetchMethod: async (key, _stale, { context: logo }) => {
    const [width, height] = key
      .slice(key.lastIndexOf(":") + 1)
      .split("x")
      .map(Number);
    const sharp = await loadSharp();
    const { data, info } = await sharp(logo.data, { raw: { width: logo.width, height: logo.height, channels: 4 } })
      .resize(width, height, { fit: "inside" })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  },
  ignoreFetchAbort: true,
});
registerCache("fitted logos", () => ({ entries: fitted.size, bytes: fitted.calculatedSize, maxBytes: FITTED_BYTES }));

/**
 * The logo fitted in the layout's box for an image `width` px wide, and where it goes: centred in
 * the box on whole pixels (composited over the drawn code by sharp).
 */
export async function placeLogo(
  logo: LogoImage,
  box: { x: number; y: number; width: number; height: number },
  scale: number,
) {
  const [width, height] = [Math.round(box.width * scale), Math.round(box.height * scale)];
  const prepared = await prepareLogo(logo, width, height);
  return {
    input: prepared.png,
    left: Math.round(box.x * scale + (width - prepared.width) / 2),
    top: Math.round(box.y * scale + (height - prepared.height) / 2),
  };
}

/** Width / height of the logo as displayed. */
export const logoAspect = (logo: LogoImage): number => logo.width / logo.height;

/** The decoded logo fitted inside width × height px (aspect kept), resized in sharp off the event loop. */
export async function prepareLogo(logo: LogoImage, width: number, height: number): Promise<PreparedLogo> {
  const prepared = await fitted.fetch(`${logo.id}:${Math.max(1, width)}x${Math.max(1, height)}`, { context: logo });
  return prepared!;
}
