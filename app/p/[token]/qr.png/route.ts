import { renderSavedCode } from "@/lib/codes/render-saved-code";
import { savedImageResponse } from "@/lib/codes/saved-image-response";
import { findShare } from "@/lib/shares/find-share";
import { SHARE_CACHE_CONTROL, shareNotFound } from "@/lib/shares/public-headers";

export const dynamic = "force-dynamic";

/** GET /p/<token>/qr.png: the shared code's image for its page; not an impression of the code. */
export async function GET(
  request: Request,
  { params }: { params: Promise<Record<string, string>> },
): Promise<Response> {
  const share = await findShare((await params).token ?? "");
  if (!share) return shareNotFound();
  const response = savedImageResponse(
    request,
    await renderSavedCode(share.qrCode, { format: "png", size: 320 }),
    SHARE_CACHE_CONTROL,
  );
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}
