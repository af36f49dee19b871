import { z } from "zod";
import { generateQrImage } from "../generate/generate-qr-image";
import { GenerateQrBody } from "../generate/generate-schemas";
import { FormatSchema } from "../render/render-options";
import { inputOf } from "./tool-input";
import { type ExtraContent, defineTool } from "./tool-types";

export const GeneratedImageSchema = z.object({
  content: z.string().describe("what the code encodes"),
  templateUsed: z.string().describe("id of the template the design started from"),
  matchedKeywords: z.array(z.string()),
  format: FormatSchema,
  mimeType: z.string(),
  size: z.number().int().describe("requested width in pixels"),
  width: z.number().int(),
  height: z.number().int().describe("taller than width when a frame is drawn"),
  errorCorrectionLevel: z.string().describe("the level used: a logo raises L and M to Q"),
});

/**
 * POST /api/v1/qrcode/generate as a tool, written out rather than made from its contract: the
 * route answers the image file, the tool answers what was drawn as JSON (GeneratedImageSchema)
 * with the image beside it as content.
 */
export const generateQrCodeTool = defineTool({
  name: "generate_qr_code",
  title: "Generate a QR code image",
  description:
    "Draws a QR code for any text or URL and returns the image (PNG by default; SVG and the print-ready PDF as embedded resources). " +
    "Pick a look with templateId (see list_templates) or keywords (e.g. ['coffee','menu']), and override colours, dot and finder shapes, margin or a 'Scan me' frame with styles. Nothing is saved or charged.",
  permission: "qrcode:generate",
  input: inputOf(GenerateQrBody),
  output: GeneratedImageSchema,
  annotations: { readOnlyHint: true, openWorldHint: true, idempotentHint: true }, // a logo URL is fetched
  async run(args, caller) {
    const generated = await generateQrImage(caller, args);
    const { image } = generated;
    const data = {
      content: args.content,
      templateUsed: generated.templateUsed,
      matchedKeywords: generated.matchedKeywords,
      format: generated.format,
      mimeType: image.contentType.split(";")[0],
      size: generated.size,
      width: image.width,
      height: image.height,
      errorCorrectionLevel: image.errorCorrectionLevel,
    };
    // Clients show image content for raster types; SVG (text) and PDF (bytes) travel as embedded resources.
    const uri = `codebeam://generated/${generated.etag.replaceAll('"', "")}.${generated.format}`;
    const extra: ExtraContent =
      generated.format === "svg"
        ? [{ type: "resource", resource: { uri, mimeType: data.mimeType, text: image.body.toString("utf8") } }]
        : generated.format === "pdf"
          ? [{ type: "resource", resource: { uri, mimeType: data.mimeType, blob: image.body.toString("base64") } }]
          : [{ type: "image", data: image.body.toString("base64"), mimeType: data.mimeType }];
    return {
      data,
      extra,
      summary: `${generated.format.toUpperCase()} QR code, ${image.width}×${image.height} px, template '${generated.templateUsed}'.`,
    };
  },
});
