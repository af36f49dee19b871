import { withApi } from "@/lib/api/with-api";
import { pluginGenerateContract } from "@/lib/generate/contracts";
import { generateQrImage } from "@/lib/generate/generate-qr-image";
import { dataUrl } from "@/lib/generate/image-response";

export const POST = withApi(pluginGenerateContract, async ({ caller, body }) => {
  const generated = await generateQrImage(caller, body);
  const { content } = body;
  const { format, size, templateUsed, matchedKeywords } = generated;
  return { content, format, size, templateUsed, matchedKeywords, image: dataUrl(generated) };
});
