import { answerShortLinkImage } from "./answer-short-link-image";
import { CodeUnavailableError } from "./short-link-cache";
import { chooseTarget, hasEnded } from "./choose-target";
import type { ShortLinkRow } from "./find-short-link";
import { expired, methodNotAllowed, notFound, unavailable } from "./page-answers";
import { passwordGate } from "./password-gate";
import { recordScan } from "./record-scan";
import { safeLocation } from "./safe-location";
import type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";
import { visitorFrom, visitorOf } from "./visitor-of";

export type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

/**
 * A short-link request, whatever server carries it. READY: 302 to the target its rules choose,
 * after the click is committed (a commit that fails answers 503, never an uncounted 302); EXPIRED,
 * outside its schedule or past maxScans: 302 to its fallbackUrl, else 410; DELETED or unknown: 404.
 * A password-protected code first asks for its password (password-gate.ts). HEAD answers the same
 * status and headers, records nothing. While the database is down (lib/outage), a code this
 * instance has read answers from that copy and its scan is journaled; a code under maxScans goes to
 * its fallback (else 503), and a code never read answers 503 with Retry-After.
 */
export async function answerShortLink(request: ShortLinkRequest, deps: ShortLinkDeps): Promise<ShortLinkAnswer> {
  const answer = await answerFor(request, deps);
  return request.method === "HEAD" ? { ...answer, body: null } : answer;
}

const redirect = (location: string): ShortLinkAnswer => ({
  status: 302,
  headers: { location, "cache-control": "no-store", "content-length": "0" },
  body: null,
});

/** An ended code: its fallback (not counted as a scan) or the 410 page. */
function ended(row: ShortLinkRow): ShortLinkAnswer {
  const fallback = row.fallbackUrl ? safeLocation(row.fallbackUrl) : null;
  return fallback ? redirect(fallback) : expired();
}

async function answerFor(request: ShortLinkRequest, deps: ShortLinkDeps): Promise<ShortLinkAnswer> {
  const { target } = request;
  if (target.code === null) return notFound();
  let row: ShortLinkRow | null;
  try {
    row = await deps.find(target.code);
  } catch (error) {
    // A code never read during an outage is expected there, and would log once per request.
    if (!(error instanceof CodeUnavailableError)) console.error("short link: lookup failed:", (error as Error).message);
    return unavailable();
  }
  if (!row || row.status === "DELETED") return notFound();
  if (request.method === "POST" && (target.asset !== "link" || !row.passwordHash)) return methodNotAllowed();
  if (target.asset !== "link") return answerShortLinkImage(request, row, target.asset, deps);
  const now = new Date();
  if (row.status !== "READY" || hasEnded(row, now)) return ended(row);
  if (row.passwordHash) {
    const gate = await passwordGate(request, { ...row, passwordHash: row.passwordHash }, row.shortCode, deps);
    if (!gate.open) return gate.answer;
  }
  const visitor = visitorFrom(request, deps);
  const routed = Boolean(row.rules?.length);
  const chosen = routed ? chooseTarget(row, await visitorOf(request, visitor, now)) : chooseTarget(row, NO_VISITOR);
  const location = safeLocation(chosen.url);
  if (!location) return notFound();
  if (request.method === "GET") {
    // Which rule and destination served is kept for codes with rules only (statistics by destination).
    const recorded = await recordScan(
      row,
      "click",
      deps,
      visitor,
      routed ? { destination: chosen.target, ruleIndex: chosen.rule } : undefined,
    );
    if (recorded === "unavailable") return unavailable();
    if (recorded === "used-up") return ended(row);
    if (recorded === "unclaimable") return row.fallbackUrl ? ended(row) : unavailable();
  }
  return redirect(location);
}

// Without rules only the code's own target (and its UTM parameters) is used: nothing to look at.
const NO_VISITOR = {
  device: "",
  os: "",
  browser: "",
  country: "",
  region: "",
  city: "",
  language: null,
  query: new URLSearchParams(),
  visitorId: "",
  now: new Date(0),
};
