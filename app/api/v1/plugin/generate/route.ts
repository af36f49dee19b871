import { withApi } from "@/lib/api/with-api";
import { generateQrImage } from "@/lib/generate/generate-qr-image";
import { GenerateQrBody } from "@/lib/generate/generate-schemas";
import { dataUrl } from "@/lib/generate/image-response";

// POST /api/v1/plugin/generate — an image as a data URL in JSON, for editor and CMS plugins
export const POST = withApi(
  { auth: "key-or-session", permission: "qrcode:generate", body: GenerateQrBody },
  async ({ caller, body }) => {
    const generated = await generateQrImage(caller, body);
    const { content } = body;
    const { format, size, templateUsed, matchedKeywords } = generated;
    return { content, format, size, templateUsed, matchedKeywords, image: dataUrl(generated) };
  },
);
