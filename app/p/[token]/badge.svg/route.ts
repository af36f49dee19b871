import { findShare } from "@/lib/shares/find-share";
import { SHARE_CACHE_CONTROL, SHARE_ROBOTS, shareNotFound } from "@/lib/shares/public-headers";
import { shareBadgeSvg } from "@/lib/shares/share-badge";

export const dynamic = "force-dynamic";

/** GET /p/<token>/badge.svg: "1,234 scans" (all time) for READMEs and intranets. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<Record<string, string>> },
): Promise<Response> {
  const share = await findShare((await params).token ?? "");
  if (!share) return shareNotFound();
  return new Response(shareBadgeSvg(share.qrCode.scanCount), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": SHARE_CACHE_CONTROL,
      "X-Robots-Tag": SHARE_ROBOTS,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
