import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { decodeLogo, type LogoImage, UndecodableLogoError } from "@/lib/render/decode-logo";
import { renderQr } from "@/lib/render/render-image";
import type { RenderOptionsInput } from "@/lib/render/render-options";
import { decodeImage } from "./decode-image";
import { makeTestLogo } from "./test-logo";

const CONTENT = "https://codebeam.dev/r/abc123";
let logo: LogoImage;
beforeAll(async () => {
  logo = await decodeLogo(await makeTestLogo());
});

async function badRequest(input: RenderOptionsInput, limits?: { maxSize?: number }): Promise<ApiError> {
  const error = await renderQr(input, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return error as ApiError;
}
const fields = (error: ApiError) => error.details?.map((detail) => detail.field);

describe("renderQr output", () => {
  it.each([
    ["png", "image/png", "png"],
    ["webp", "image/webp", "webp"],
    ["jpeg", "image/jpeg", "jpeg"],
    ["svg", "image/svg+xml", "svg"],
  ] as const)("draws %s as %s, exactly size px wide, and it scans", async (format, contentType, sharpFormat) => {
    const image = await renderQr({ content: CONTENT, format, size: 300, styles: { dotShape: "rounded" } });
    expect(image.contentType).toBe(contentType);
    const meta = await sharp(image.body).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect([meta.width, meta.height]).toEqual([300, 300]);
    const raster = format === "svg" ? await sharp(image.body).png().toBuffer() : image.body;
    expect((await decodeImage(raster)).text).toBe(CONTENT);
  });

  it("keeps the width and grows the height for a frame", async () => {
    const image = await renderQr({
      content: CONTENT,
      size: 400,
      styles: { frame: { style: "banner-bottom", text: "Scan me" } },
    });
    const meta = await sharp(image.body).metadata();
    expect(meta.width).toBe(400);
    expect(meta.height).toBeGreaterThan(400);
    expect(image.height).toBe(meta.height);
  });

  it("writes the plain style as a few paths, not one element per module", async () => {
    const svg = (await renderQr({ content: CONTENT, format: "svg", size: 256 })).body.toString();
    expect(svg.match(/<rect/g)).toHaveLength(1);
    expect(svg.match(/<path/g)).toHaveLength(3);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox="0 0 \d+ \d+">/);
  });

  it("embeds the logo as a data URI in SVG and escapes the frame text", async () => {
    const svg = (
      await renderQr(
        { content: CONTENT, format: "svg", size: 256, styles: { frame: { style: "box", text: 'Fish & "Chips" <3' } } },
        {},
        logo,
      )
    ).body.toString();
    expect(svg).toContain('<image href="data:image/png;base64,');
    expect(svg).toContain("Fish &#38; &#34;Chips&#34; &#60;3");
  });

  it("gives a wide logo a wide hole, not a square one, and still scans", async () => {
    const wide = await decodeLogo(
      await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
    const svg = (await renderQr({ content: CONTENT, format: "svg", size: 400 }, {}, wide)).body.toString();
    const [, width, height] = svg.match(/<image [^>]*width="([\d.]+)" height="([\d.]+)"/)!.map(Number);
    expect(width / height).toBeCloseTo(3, 1);
    const png = await renderQr({ content: CONTENT, size: 400 }, {}, wide);
    expect((await decodeImage(png.body)).text).toBe(CONTENT);
  });

  it("raises L and M to Q when a logo is placed, and keeps H", async () => {
    for (const [asked, used] of [
      ["L", "Q"],
      ["M", "Q"],
      ["Q", "Q"],
      ["H", "H"],
    ] as const) {
      const image = await renderQr({ content: CONTENT, size: 300, errorCorrectionLevel: asked }, {}, logo);
      expect(image.errorCorrectionLevel).toBe(used);
      expect((await decodeImage(image.body)).text).toBe(CONTENT);
    }
    expect((await renderQr({ content: CONTENT, size: 300, errorCorrectionLevel: "L" })).errorCorrectionLevel).toBe("L");
  });

  it("draws the plain PNG (bitmap path) like the SVG path", async () => {
    const styles = { foregroundColor: "#1e3a8a", finderInnerColor: "#b91c1c" };
    const grey = async (body: Buffer) =>
      (await sharp(body).greyscale().raw().toBuffer({ resolveWithObject: true })).data;
    const png = await grey((await renderQr({ content: CONTENT, size: 330, styles })).body);
    const svg = await grey((await renderQr({ content: CONTENT, size: 330, styles, format: "svg" })).body);
    expect(png.length).toBe(svg.length);
    let differing = 0;
    for (let i = 0; i < png.length; i++) if (Math.abs(png[i] - svg[i]) > 100) differing++;
    expect(differing / png.length).toBeLessThan(0.02);
  });
});

describe("renderQr refusals", () => {
  it("refuses a size above the caller's cap, naming the cap", async () => {
    const error = await badRequest({ content: CONTENT, size: 1500 }, { maxSize: 1000 });
    expect(fields(error)).toEqual(["size"]);
    expect(error.message).toContain("at most 1000 px");
    await expect(renderQr({ content: CONTENT, size: 1000, format: "svg" }, { maxSize: 1000 })).resolves.toBeTruthy();
  });

  it.each([
    [{ size: 63 }, "size"],
    [{ size: 300.5 }, "size"],
    [{ format: "gif" }, "format"],
    [{ errorCorrectionLevel: "X" }, "errorCorrectionLevel"],
    [{ styles: { dotShape: "hexagon" } }, "styles.dotShape"],
    [{ styles: { margin: 1 } }, "styles.margin"],
    [{ styles: { foregroundColor: "red" } }, "styles.foregroundColor"],
    [{ styles: { frame: { text: "x".repeat(31) } } }, "styles.frame.text"],
    [{ styles: { finderOuterShape: "star" } }, "styles.finderOuterShape"],
    [{ styles: { gradient: { type: "linear", stops: [{ offset: 0, color: "#000000" }] } } }, "styles.gradient.stops"],
    [{ styles: { logo: { sizeRatio: 0.4 } } }, "styles.logo.sizeRatio"],
    [{ styles: { shadow: true } }, "styles.shadow"],
  ])("names the field of %j", async (input, field) => {
    const error = await badRequest({ content: CONTENT, ...(input as object) } as RenderOptionsInput);
    expect(fields(error)).toEqual([field]);
  });

  it("refuses low contrast and says why", async () => {
    const error = await badRequest({
      content: CONTENT,
      styles: { foregroundColor: "#777777", backgroundColor: "#999999" },
    });
    expect(fields(error)).toEqual(["styles.foregroundColor"]);
    expect(error.message).toMatch(/contrast of 1\.\d\d:1; scanners need at least 3:1/);
  });

  it("refuses inverted colours (light on dark) and says why", async () => {
    const error = await badRequest({
      content: CONTENT,
      styles: { foregroundColor: "#ffffff", backgroundColor: "#000000" },
    });
    expect(fields(error)).toEqual(["styles.foregroundColor"]);
    expect(error.message).toMatch(/lighter than the background.*inverted/);
  });

  it("checks every gradient stop, finder colour and the frame text", async () => {
    const error = await badRequest({
      content: CONTENT,
      styles: {
        gradient: {
          type: "linear",
          rotation: 0,
          stops: [
            { offset: 0, color: "#111111" },
            { offset: 1, color: "#fde68a" },
          ],
        },
        finderInnerColor: "#eeeeee",
        frame: { style: "banner-bottom", text: "Scan", color: "#1d4ed8", textColor: "#1e40af" },
      },
    });
    expect(fields(error)).toEqual([
      "styles.gradient.stops[1].color",
      "styles.finderInnerColor",
      "styles.frame.textColor",
    ]);
  });

  it("refuses content too long for the level, saying how much fits", async () => {
    const content = `https://example.com/${"a".repeat(1400)}`;
    const error = await badRequest({ content, errorCorrectionLevel: "H", format: "svg" });
    expect(fields(error)).toEqual(["content"]);
    expect(error.message).toMatch(
      /too long for a QR code at error correction level H: 1420 bytes given, at most 1273 fit/,
    );
    await expect(renderQr({ content, errorCorrectionLevel: "L", format: "svg" })).resolves.toBeTruthy();
  });

  it("refuses logo bytes that are not an image when decoding them, before any render", async () => {
    await expect(decodeLogo(Buffer.from("<html>nope</html>"))).rejects.toBeInstanceOf(UndecodableLogoError);
    await expect(
      decodeLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
    ).rejects.toBeInstanceOf(UndecodableLogoError);
  });
});
