import * as mupdf from "mupdf";
import { beforeAll, describe, expect, it } from "vitest";
import { drawStoredImage } from "@/lib/ai/draw-stored-image";
import { decodeLogo, type LogoImage } from "@/lib/render/decode-logo";
import { renderQr } from "@/lib/render/render-image";
import type { RenderOptionsInput } from "@/lib/render/render-options";
import { decodeImage } from "./decode-image";
import { makeTestLogo } from "./test-logo";

const CONTENT = "https://codebeam.dev/r/pdf123";

/** What a reader sees on the PDF's one page: its size in points, its text, its bitmaps, and a raster of it. */
function readPdf(bytes: Buffer) {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf");
  expect(doc.countPages()).toBe(1);
  const page = doc.loadPage(0);
  const [x0, y0, x1, y1] = page.getBounds();
  const text = page.toStructuredText("preserve-images");
  const blocks = (JSON.parse(text.asJSON()) as { blocks: { type: string }[] }).blocks;
  const raster = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
  return {
    width: x1 - x0,
    height: y1 - y0,
    text: text.asText(),
    images: blocks.filter((block) => block.type === "image").length,
    raster: Buffer.from(raster),
  };
}

let logo: LogoImage;
beforeAll(async () => {
  logo = await decodeLogo(await makeTestLogo());
});

describe("print-ready PDF", () => {
  it("is one page the image's size (px at 96 dpi), with the frame's text as text, and it scans", async () => {
    const styles = {
      dotShape: "rounded",
      gradient: {
        type: "linear",
        rotation: 45,
        stops: [
          { offset: 0, color: "#1e3a8a" },
          { offset: 1, color: "#6d28d9" },
        ],
      },
      frame: { style: "banner-bottom", text: "Scan für das Menü" },
    } satisfies RenderOptionsInput["styles"];
    const image = await renderQr({ content: CONTENT, format: "pdf", size: 512, styles });
    expect(image.contentType).toBe("application/pdf");
    expect(image.body.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = readPdf(image.body);
    expect(pdf.width).toBeCloseTo(512 * 0.75, 1);
    expect(pdf.height).toBeCloseTo(image.height * 0.75, 1);
    expect(pdf.text.trim()).toBe("Scan für das Menü");
    expect((await decodeImage(pdf.raster)).text).toBe(CONTENT);
  });

  it("draws modules, finders and frame as paths: no bitmap on the page without a logo", async () => {
    const styles = { dotShape: "dots", finderOuterShape: "rounded", frame: { style: "box", text: "Scan me" } } as const;
    const pdf = readPdf((await renderQr({ content: CONTENT, format: "pdf", size: 300, styles })).body);
    expect(pdf.images).toBe(0);
    expect((await decodeImage(pdf.raster)).text).toBe(CONTENT);
  });

  it("keeps a logo as the one bitmap on the page, and still scans", async () => {
    const image = await renderQr({ content: CONTENT, format: "pdf", size: 400 }, {}, logo);
    const pdf = readPdf(image.body);
    expect(pdf.images).toBe(1);
    expect((await decodeImage(pdf.raster)).text).toBe(CONTENT);
  });

  it("holds an AI code's art, which has no vector form, at the size asked for", async () => {
    const art = await renderQr({ content: CONTENT, format: "png", size: 600 });
    const image = await drawStoredImage(art.body, "pdf", 300);
    expect(image.contentType).toBe("application/pdf");
    const pdf = readPdf(image.body);
    expect([pdf.width, pdf.height]).toEqual([225, 225]);
    expect(pdf.images).toBe(1);
    expect((await decodeImage(pdf.raster)).text).toBe(CONTENT);
  });
});
