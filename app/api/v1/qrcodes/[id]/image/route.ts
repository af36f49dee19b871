import { withApi } from "@/lib/api/with-api";
import { qrCodeImageContract } from "@/lib/codes/contracts";
import { getQrCodeImage } from "@/lib/codes/get-qr-code-image";
import { savedImageResponse } from "@/lib/codes/saved-image-response";

export const GET = withApi(qrCodeImageContract, async ({ caller, params, query, request }) =>
  savedImageResponse(request, await getQrCodeImage(caller, params.id, query)),
);
