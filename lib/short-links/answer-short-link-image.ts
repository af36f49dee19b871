import { getConfig } from "../config/env";
import { renderSavedCode, type SavedCodeImageSource } from "../codes/render-saved-code";
import { MIN_SIZE } from "../render/render-options";
import type { ShortLinkRow } from "./find-short-link";
import { unavailable } from "./page-answers";
import { recordScan } from "./record-scan";
import type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

const IMAGE_SOURCE = `SELECT "mode", "content", "shortCode", "styles", "logoUrl", "errorCorrectionLevel", "size" FROM "QrCode" WHERE "id" = $1`;

const CONTENT_TYPES = { png: "image/png", svg: "image/svg+xml" } as const;

/**
 * `{code}/qr.png|svg`: the saved code's image for anyone (capped like anonymous generation). A
 * view of a READY code's image is an impression, committed before the image is sent, never cached
 * (so every view reaches us); an EXPIRED code's image is still served, not counted.
 */
export async function answerShortLinkImage(
  request: ShortLinkRequest,
  row: ShortLinkRow,
  format: "png" | "svg",
  deps: ShortLinkDeps,
): Promise<ShortLinkAnswer> {
  const maxSize = getConfig().MAX_IMAGE_PX_ANON;
  const sizeParam = request.query.get("size");
  const size = sizeParam === null ? undefined : Number(sizeParam);
  if (size !== undefined && !(/^\d{1,5}$/.test(sizeParam ?? "") && size >= MIN_SIZE && size <= maxSize)) {
    return { status: 400, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, body: `size must be a whole number of pixels from ${MIN_SIZE} to ${maxSize}\n` };
  }
  const headers: Record<string, string> = {
    "content-type": CONTENT_TYPES[format],
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...(format === "svg" ? { "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" } : {}),
  };
  if (request.method === "HEAD") return { status: 200, headers, body: null };
  const [source] = await deps.sql.query<SavedCodeImageSource>(IMAGE_SOURCE, [row.id]);
  if (!source) return unavailable();
  const { image } = await renderSavedCode(source, { format, size, maxSize });
  if (row.status === "READY" && !(await recordScan(request, row, "impression", deps))) return unavailable();
  return { status: 200, headers: { ...headers, "content-length": String(image.body.byteLength) }, body: image.body };
}
