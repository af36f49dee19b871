import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeLogo, type LogoImage } from "@/lib/render/decode-logo";
import { renderQr } from "@/lib/render/render-image";
import { ECC_LEVELS, type ImageFormat } from "@/lib/render/render-options";
import type { QrStyle } from "@/lib/render/style-schema";
import { TEMPLATES } from "@/lib/templates/catalog";
import { decodeImage } from "./decode-image";
import { makeTestLogo } from "./test-logo";

// Three payload lengths so the matrix meets small, medium and large versions.
const CONTENTS = [
  "https://cb.dev/s/x7Kp2",
  "https://shop.example.com/products/linen-shirt?utm_source=qr&utm_campaign=spring",
  `WIFI:T:WPA;S:Guest Network 5G;P:${"correct-horse-battery-staple-".repeat(3)};H:false;;`,
];
const SIZE = 400;
const FALLBACK_FRAME = { style: "banner-bottom", text: "Scan me", color: "#111111", textColor: "#ffffff" } as const;

interface Variant {
  name: string;
  logo: boolean;
  frame: boolean;
}
const VARIANTS: Variant[] = [
  { name: "bare", logo: false, frame: false },
  { name: "frame", logo: false, frame: true },
  { name: "logo", logo: true, frame: false },
  { name: "logo+frame", logo: true, frame: true },
];

let logo: LogoImage;
beforeAll(async () => {
  logo = await decodeLogo(await makeTestLogo());
});

function styleFor(base: QrStyle, variant: Variant): QrStyle {
  return { ...base, frame: variant.frame ? (base.frame ?? FALLBACK_FRAME) : null };
}

/** Renders and decodes every template × ECC × variant in one format; returns what failed. */
async function runMatrix(format: Extract<ImageFormat, "png" | "svg">) {
  const failures: string[] = [];
  const zxingOnly: string[] = [];
  let count = 0;
  for (const [index, template] of TEMPLATES.entries()) {
    const content = CONTENTS[index % CONTENTS.length];
    for (const errorCorrectionLevel of ECC_LEVELS) {
      for (const variant of VARIANTS) {
        const image = await renderQr({
          content,
          format,
          size: SIZE,
          errorCorrectionLevel,
          styles: styleFor(template.style, variant),
        }, {}, variant.logo ? logo : undefined);
        const raster = format === "svg" ? await sharp(image.body).png().toBuffer() : image.body;
        const decoded = await decodeImage(raster);
        const label = `${template.id}/${errorCorrectionLevel}/${variant.name}`;
        count++;
        if (decoded.text !== content) failures.push(`${label}: read ${JSON.stringify(decoded.text)}`);
        else if (decoded.decoder === "zxing") zxingOnly.push(label);
      }
    }
  }
  return { failures, zxingOnly, count };
}

describe("every template scans", () => {
  it.each(["png", "svg"] as const)("decodes %s: all templates × ECC L/M/Q/H × logo/frame variants", async (format) => {
    const { failures, zxingOnly, count } = await runMatrix(format);
    expect(count).toBe(TEMPLATES.length * ECC_LEVELS.length * VARIANTS.length);
    expect(failures).toEqual([]);
    // jsQR is the stricter reader (it also scores finders along their diagonals); templates must
    // satisfy it, not only @zxing/library.
    expect(zxingOnly).toEqual([]);
  }, 600_000);
});
