import { withApi } from "@/lib/api/with-api";
import { QrCodeIdParams, SavedImageQuery } from "@/lib/codes/code-schemas";
import { getQrCodeImage } from "@/lib/codes/get-qr-code-image";
import { savedImageResponse } from "@/lib/codes/saved-image-response";

// GET /api/v1/qrcodes/{id}/image — the saved code's image (png, svg, webp or jpeg)
export const GET = withApi(
  { auth: "key-or-session", permission: "qrcode:generate", params: QrCodeIdParams, query: SavedImageQuery },
  async ({ caller, params, query, request }) => savedImageResponse(request, await getQrCodeImage(caller, params.id, query)),
);
