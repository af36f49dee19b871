import { withApi } from "@/lib/api/with-api";
import { generateQrImageContract, generateQrImageFromBodyContract } from "@/lib/generate/contracts";
import { generateQrImage } from "@/lib/generate/generate-qr-image";
import { imageResponse } from "@/lib/generate/image-response";

export const GET = withApi(generateQrImageContract, async ({ caller, query, request }) =>
  imageResponse(request, await generateQrImage(caller, query)),
);

export const POST = withApi(generateQrImageFromBodyContract, async ({ caller, body, request }) =>
  imageResponse(request, await generateQrImage(caller, body)),
);
