import { createHash } from "node:crypto";
import { decodeLogo, type LogoImage } from "@/lib/render/decode-logo";
import { renderQr } from "@/lib/render/render-image";
import { ECC_LEVELS, type ImageFormat } from "@/lib/render/render-options";
import type { QrStyle } from "@/lib/render/style-schema";
import { TEMPLATES } from "@/lib/templates/catalog";
import type { TemplateCategory } from "@/lib/templates/template-types";
import { type Decoded, decodeImage } from "./decode-image";
import { makeTestLogo } from "./test-logo";

// The decode matrix: every template × ECC level × logo/frame variant, rendered and read back. Each
// format has a test file of its own (decode-matrix-*.test.ts) so the two can run side by side.

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

/** Template categories in catalog order, each with its templates. */
export const CATEGORIES = [...new Set(TEMPLATES.map((template) => template.category))];

function styleFor(base: QrStyle, variant: Variant): QrStyle {
  return { ...base, frame: variant.frame ? (base.frame ?? FALLBACK_FRAME) : null };
}

let logo: Promise<LogoImage> | undefined;
// A logo raises ECC L and M to Q, so those renders are byte for byte the Q one: an image already
// read is not decoded again (the reader is deterministic; every combination is still rendered).
const decodedByImage = new Map<string, Decoded>();

async function decodeOnce(image: Buffer): Promise<Decoded> {
  const key = createHash("sha256").update(image).digest("hex");
  let decoded = decodedByImage.get(key);
  if (!decoded) {
    decoded = await decodeImage(image); // SVG is rasterised by sharp inside decodeImage
    decodedByImage.set(key, decoded);
  }
  return decoded;
}

/** Renders and decodes one category's templates × ECC × variant in one format; returns what failed. */
export async function runMatrix(format: Extract<ImageFormat, "png" | "svg">, category: TemplateCategory) {
  logo ??= makeTestLogo().then(decodeLogo);
  const failures: string[] = [];
  const zxingOnly: string[] = [];
  let count = 0;
  for (const [index, template] of TEMPLATES.entries()) {
    if (template.category !== category) continue;
    const content = CONTENTS[index % CONTENTS.length];
    for (const errorCorrectionLevel of ECC_LEVELS) {
      for (const variant of VARIANTS) {
        const styles = styleFor(template.style, variant);
        const image = await renderQr(
          { content, format, size: SIZE, errorCorrectionLevel, styles },
          {},
          variant.logo ? await logo : undefined,
        );
        const decoded = await decodeOnce(image.body);
        const label = `${template.id}/${errorCorrectionLevel}/${variant.name}`;
        count++;
        if (decoded.text !== content) failures.push(`${label}: read ${JSON.stringify(decoded.text)}`);
        else if (decoded.decoder === "zxing") zxingOnly.push(label);
      }
    }
  }
  return { failures, zxingOnly, count };
}

export const expectedCount = (category: TemplateCategory) =>
  TEMPLATES.filter((template) => template.category === category).length * ECC_LEVELS.length * VARIANTS.length;
