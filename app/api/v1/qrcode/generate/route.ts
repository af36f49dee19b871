import { withApi } from "@/lib/api/with-api";
import { generateQrImage } from "@/lib/generate/generate-qr-image";
import { GenerateQrBody, GenerateQrQuery } from "@/lib/generate/generate-schemas";
import { imageResponse } from "@/lib/generate/image-response";

// GET /api/v1/qrcode/generate — a one-off image from query parameters (no auth; a key raises limits)
export const GET = withApi({ auth: "public", query: GenerateQrQuery }, async ({ caller, query, request }) =>
  imageResponse(request, await generateQrImage(caller, query)),
);

// POST /api/v1/qrcode/generate — the same from a JSON body
export const POST = withApi({ auth: "public", body: GenerateQrBody }, async ({ caller, body, request }) =>
  imageResponse(request, await generateQrImage(caller, body)),
);
