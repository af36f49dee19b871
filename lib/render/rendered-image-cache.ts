import { LRUCache } from "lru-cache";
import type { RenderedImage } from "../render/render-image";
import { registerCache } from "../server/memory-report";

/**
 * Recently drawn images by ETag, bounded by their bytes; concurrent requests for the same image
 * share one render. `fetch(etag, { context: draw })` draws on a miss.
 */
export function renderedImageCache(
  maxBytes = 32 * 2 ** 20,
  name = "rendered images",
): LRUCache<string, RenderedImage, () => Promise<RenderedImage>> {
  const cache = new LRUCache<string, RenderedImage, () => Promise<RenderedImage>>({
    maxSize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.body.byteLength),
    fetchMethod: (_etag, _stale, { context: draw }) => draw(),
    // An entry evicted while it is being drawn still answers the requests waiting for it.
    ignoreFetchAbort: true,
  });
  registerCache(name, () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes }));
  return cache;
}
