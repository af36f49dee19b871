import { answerShortLinkImage } from "./answer-short-link-image";
import type { ShortLinkRow } from "./find-short-link";
import { expired, notFound, unavailable } from "./page-answers";
import { recordScan } from "./record-scan";
import { safeLocation } from "./safe-location";
import type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

export type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

/**
 * A short-link request, whatever server carries it. READY: 302 to the stored target, after the
 * click is committed (a commit that fails answers 503, never an uncounted 302); EXPIRED: 410;
 * DELETED or unknown: 404. HEAD answers the same status and headers, records nothing.
 */
export async function answerShortLink(request: ShortLinkRequest, deps: ShortLinkDeps): Promise<ShortLinkAnswer> {
  const answer = await answerFor(request, deps);
  return request.method === "HEAD" ? { ...answer, body: null } : answer;
}

async function answerFor(request: ShortLinkRequest, deps: ShortLinkDeps): Promise<ShortLinkAnswer> {
  const { target } = request;
  if (target.code === null) return notFound();
  let row: ShortLinkRow | null;
  try {
    row = await deps.find(target.code);
  } catch (error) {
    console.error("short link: lookup failed:", (error as Error).message);
    return unavailable();
  }
  if (!row || row.status === "DELETED") return notFound();
  if (target.asset !== "link") return answerShortLinkImage(request, row, target.asset, deps);
  if (row.status !== "READY") return expired();
  const location = safeLocation(row.targetUrl);
  if (!location) return notFound();
  if (request.method === "GET" && !(await recordScan(request, row, "click", deps))) return unavailable();
  return { status: 302, headers: { location, "cache-control": "no-store", "content-length": "0" }, body: null };
}
