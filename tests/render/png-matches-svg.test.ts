import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeLogo, type LogoImage } from "@/lib/render/decode-logo";
import { renderQr } from "@/lib/render/render-image";
import type { RenderOptionsInput } from "@/lib/render/render-options";
import { DOT_SHAPES } from "@/lib/render/style-schema";
import { makeTestLogo } from "./test-logo";

// PNG, WebP and JPEG up to 1024² px paint the data modules in JS over a cached layer of the rest
// (lib/render/render-raster.ts); SVG goes through librsvg whole. Both must draw the same picture.

const CONTENT = "https://shop.example.com/products/linen-shirt?utm_source=qr";
const GRADIENTS = {
  none: null,
  linear: {
    type: "linear",
    rotation: 35,
    stops: [
      { offset: 0, color: "#7c3aed" },
      { offset: 0.6, color: "#db2777" },
      { offset: 1, color: "#ea580c" },
    ],
  },
  radial: {
    type: "radial",
    stops: [
      { offset: 0.2, color: "#0f766e" },
      { offset: 1, color: "#1e3a8a" },
    ],
  },
} as const;

let logo: LogoImage;
beforeAll(async () => {
  logo = await decodeLogo(await makeTestLogo());
});

async function rgb(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean and largest difference per channel (0..255) between the PNG and the SVG drawn by librsvg. */
async function difference(input: RenderOptionsInput, withLogo: boolean): Promise<{ mean: number; max: number }> {
  const png = await rgb((await renderQr({ ...input, format: "png" }, {}, withLogo ? logo : undefined)).body);
  const svg = await rgb((await renderQr({ ...input, format: "svg" }, {}, withLogo ? logo : undefined)).body);
  expect([png.width, png.height]).toEqual([svg.width, svg.height]);
  let [sum, max] = [0, 0];
  for (let i = 0; i < png.data.length; i++) {
    const d = Math.abs(png.data[i] - svg.data[i]);
    sum += d;
    max = Math.max(max, d);
  }
  return { mean: sum / png.data.length, max };
}

describe("a PNG draws what its SVG draws", () => {
  it.each(
    DOT_SHAPES.flatMap((dotShape) =>
      (Object.keys(GRADIENTS) as (keyof typeof GRADIENTS)[]).map((gradient) => [dotShape, gradient] as const),
    ),
  )("%s modules with gradient %s, at 333 px with a logo and at 512 px without", async (dotShape, gradient) => {
    const styles = {
      dotShape,
      gradient: GRADIENTS[gradient],
      finderOuterShape: "rounded",
      finderInnerShape: "dot",
    } as RenderOptionsInput["styles"];
    for (const [size, withLogo] of [
      [333, true],
      [512, false],
    ] as const) {
      const { mean, max } = await difference({ content: CONTENT, size, styles }, withLogo);
      // Edges differ by a few levels of anti-aliasing (librsvg's circles hold about 1% less ink
      // at 8 px per module); one module drawn in the wrong place or colour differs by 255 somewhere.
      expect(mean).toBeLessThan(3);
      expect(max).toBeLessThan(96);
    }
  });

  it("with a frame, box or banner, and a logo", async () => {
    for (const frame of [
      { style: "box", text: "Menu" },
      { style: "banner-bottom", text: "Scan me" },
    ] as const) {
      const { mean } = await difference(
        { content: CONTENT, size: 400, styles: { dotShape: "classy-rounded", frame, margin: 3 } },
        true,
      );
      expect(mean).toBeLessThan(3);
    }
  });

  it("the comparison sees a module out of place (it can fail)", async () => {
    const png = await rgb(
      (await renderQr({ content: CONTENT, size: 300, format: "png", styles: { dotShape: "dots" } })).body,
    );
    const other = await rgb(
      (await renderQr({ content: `${CONTENT}&x=1`, size: 300, format: "svg", styles: { dotShape: "dots" } })).body,
    );
    let max = 0;
    for (let i = 0; i < png.data.length; i++) max = Math.max(max, Math.abs(png.data[i] - other.data[i]));
    expect(max).toBeGreaterThanOrEqual(96);
  });
});
