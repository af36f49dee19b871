import type { AuthenticatedCaller } from "../auth/caller";
import { callerImageCap } from "../generate/caller-image-cap";
import type { ImageFormat } from "../render/render-options";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import { renderSavedCode, SAVED_IMAGE_SELECT, type SavedCodeImage } from "./render-saved-code";

/** GET /api/v1/qrcodes/{id}/image: one of the account's codes drawn at most at the caller's cap. */
export async function getQrCodeImage(
  caller: AuthenticatedCaller,
  id: string,
  query: { format: ImageFormat; size?: number },
): Promise<SavedCodeImage> {
  const code = await getQrCodeOrThrow(caller.accountId, id, SAVED_IMAGE_SELECT);
  return renderSavedCode(code, { format: query.format, size: query.size, maxSize: callerImageCap(caller) });
}
