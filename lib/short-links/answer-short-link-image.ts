import { renderSavedCode, type SavedCodeImageSource } from "../codes/render-saved-code";
import { getConfig } from "../config/env";
import { MINUTE_MS } from "../ratelimit/enforce-rate-limit";
import { getRateLimitStore } from "../ratelimit/store";
import { MIN_SIZE } from "../render/render-options";
import type { ShortLinkRow } from "./find-short-link";
import { unavailable } from "./page-answers";
import { recordScan } from "./record-scan";
import { visitorFrom } from "./visitor-of";
import type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

const IMAGE_SOURCE = `SELECT q."mode", q."content", q."shortCode", q."slug", q."styles", q."logoUrl", q."errorCorrectionLevel", q."size",
  CASE WHEN d."id" IS NULL THEN NULL ELSE json_build_object('hostname', d."hostname") END AS "domain",
  CASE WHEN i."qrCodeId" IS NULL THEN NULL ELSE json_build_object('png', encode(i."png", 'base64')) END AS "aiImage"
  FROM "QrCode" AS q LEFT JOIN "QrCodeImage" AS i ON i."qrCodeId" = q."id" LEFT JOIN "Domain" AS d ON d."id" = q."domainId"
  WHERE q."id" = $1`;

const CONTENT_TYPES = { png: "image/png", svg: "image/svg+xml" } as const;
const TEXT = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };

/** Sizes a public image is drawn at: a request is served at the first one at least as large. */
const SIZE_STEPS = [128, 256, 512, 1024, 2048];

/**
 * `?size=N` snapped up to a step (the anonymous cap is the last one), so that a few images per
 * code can answer every size anyone asks for, and the render cache holds a handful per code.
 */
export function snapImageSize(size: number, maxSize: number): number {
  return SIZE_STEPS.find((step) => step >= size && step <= maxSize) ?? maxSize;
}

/**
 * `{code}/qr.png|svg`: the saved code's image for anyone (capped like anonymous generation), at
 * most LIMIT_IMAGE_PER_MINUTE per IP (a 429 with Retry-After beyond). A view of a READY code's
 * image is an impression, committed before the image is sent, never cached by the client (so
 * every view reaches us); an EXPIRED code's image is still served, not counted.
 */
export async function answerShortLinkImage(
  request: ShortLinkRequest,
  row: ShortLinkRow,
  format: "png" | "svg",
  deps: ShortLinkDeps,
): Promise<ShortLinkAnswer> {
  const config = getConfig();
  const maxSize = config.MAX_IMAGE_PX_ANON;
  const sizeParam = request.query.get("size");
  const asked = sizeParam === null ? undefined : Number(sizeParam);
  if (asked !== undefined && !(/^\d{1,5}$/.test(sizeParam ?? "") && asked >= MIN_SIZE && asked <= maxSize)) {
    return {
      status: 400,
      headers: TEXT,
      body: `size must be a whole number of pixels from ${MIN_SIZE} to ${maxSize}\n`,
    };
  }
  const headers: Record<string, string> = {
    "content-type": CONTENT_TYPES[format],
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...(format === "svg" ? { "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" } : {}),
  };
  if (request.method === "HEAD") return { status: 200, headers, body: null };
  const limit = await getRateLimitStore().hit(`image:${request.ip}`, config.LIMIT_IMAGE_PER_MINUTE, MINUTE_MS);
  if (!limit.success) {
    const retryAfter = String(Math.max(1, Math.ceil((limit.reset - Date.now()) / 1000)));
    return {
      status: 429,
      headers: { ...TEXT, "retry-after": retryAfter },
      body: `too many images: ${limit.limit} per minute per IP address\n`,
    };
  }
  const [found] = await deps.sql.query<SavedCodeImageSource & { aiImage: { png: string } | null }>(IMAGE_SOURCE, [
    row.id,
  ]);
  if (!found) return unavailable();
  // An AI code's stored image comes back base64 (one form on PGlite and pg alike).
  const source: SavedCodeImageSource = {
    ...found,
    aiImage: found.aiImage ? { png: Buffer.from(found.aiImage.png, "base64") } : null,
  };
  const size = asked === undefined ? undefined : snapImageSize(asked, maxSize);
  const { image } = await renderSavedCode(source, { format, size, maxSize });
  if (
    row.status === "READY" &&
    (await recordScan(row, "impression", deps, visitorFrom(request, deps))) === "unavailable"
  )
    return unavailable();
  return { status: 200, headers: { ...headers, "content-length": String(image.body.byteLength) }, body: image.body };
}
