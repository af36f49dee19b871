import * as mupdf from "mupdf";
import sharp from "sharp";
import { GET as imageRoute } from "@/app/api/v1/qrcodes/[id]/image/route";
import { POST as sheetRoute } from "@/app/api/v1/qrcodes/sheet/route";
import { decodeImage } from "@/lib/render/decode-image";
import type { Box } from "@/lib/sheets/sheet-layout";
import { call } from "../helpers/http";

export type Headers = Record<string, string>;

export const postSheet = (headers: Headers, body: unknown) =>
  call(sheetRoute, "/api/v1/qrcodes/sheet", { method: "POST", headers, body });

export const DPI = 300;
const PX_PER_MM = DPI / 25.4;

export interface PdfPage {
  widthMm: number;
  heightMm: number;
  text: string;
  /** The page's content stream, decompressed. */
  content: string;
  raster: { data: Buffer; width: number; height: number; channels: number };
}

/** Every page of a PDF: its size, text, content stream and an RGB raster at 300 dpi (MuPDF). */
export function readPdf(bytes: Buffer): PdfPage[] {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf") as mupdf.PDFDocument;
  return Array.from({ length: doc.countPages() }, (_, index) => {
    const page = doc.loadPage(index) as mupdf.PDFPage;
    const [x0, y0, x1, y1] = page.getBounds();
    const contents = page.getObject().get("Contents");
    const streams = contents.isArray()
      ? Array.from({ length: contents.length }, (_, at) => contents.get(at))
      : [contents];
    const pixmap = page.toPixmap(mupdf.Matrix.scale(DPI / 72, DPI / 72), mupdf.ColorSpace.DeviceRGB, false, true);
    return {
      widthMm: ((x1 - x0) * 25.4) / 72,
      heightMm: ((y1 - y0) * 25.4) / 72,
      text: page.toStructuredText("preserve-whitespace").asText(),
      content: streams.map((stream) => stream.readStream().asString()).join("\n"),
      raster: {
        data: Buffer.from(pixmap.getPixels()),
        width: pixmap.getWidth(),
        height: pixmap.getHeight(),
        channels: pixmap.getNumberOfComponents(),
      },
    };
  });
}

/** The RGB colour of the raster at a point given in millimetres. */
export function pixelAt(page: PdfPage, xMm: number, yMm: number): [number, number, number] {
  const { data, width, channels } = page.raster;
  const at = (Math.round(yMm * PX_PER_MM) * width + Math.round(xMm * PX_PER_MM)) * channels;
  return [data[at], data[at + 1], data[at + 2]];
}

/** What the area around a box reads as, and the box of its dark pixels, in millimetres. */
export async function readArea(page: PdfPage, area: Box): Promise<{ text: string | null; ink: Box | null }> {
  const { data, width, channels } = page.raster;
  const left = Math.max(0, Math.round(area.x * PX_PER_MM));
  const top = Math.max(0, Math.round(area.y * PX_PER_MM));
  const w = Math.round(area.width * PX_PER_MM);
  const h = Math.round(area.height * PX_PER_MM);
  const crop = Buffer.alloc(w * h * 3);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const from = ((top + y) * width + left + x) * channels;
      const rgb = [data[from], data[from + 1], data[from + 2]];
      crop.set(rgb, (y * w + x) * 3);
      if (rgb[0] + rgb[1] + rgb[2] < 3 * 128) {
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      }
    }
  }
  const png = await sharp(crop, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
  const ink =
    maxX < 0
      ? null
      : {
          x: (left + minX) / PX_PER_MM,
          y: (top + minY) / PX_PER_MM,
          width: (maxX + 1 - minX) / PX_PER_MM,
          height: (maxY + 1 - minY) / PX_PER_MM,
        };
  return { text: (await decodeImage(png)).text, ink };
}

/** A saved code's quiet zone as a share of its width, read from its SVG's viewBox (the design's margin is 4 modules). */
export async function quietShare(headers: Headers, id: string, marginModules = 4): Promise<number> {
  const svg = await call(imageRoute, `/api/v1/qrcodes/${id}/image?format=svg`, { headers, params: { id } });
  const side = Number(/viewBox="0 0 ([\d.]+) /.exec(String(svg.body))![1]);
  return marginModules / side;
}
