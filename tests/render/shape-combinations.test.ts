import { describe, expect, it } from "vitest";
import { renderQr } from "@/lib/render/render-image";
import { DOT_SHAPES, FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES } from "@/lib/render/style-schema";
import { decodeImage } from "./decode-image";

const CONTENT = "https://shop.example.com/products/linen-shirt?utm_source=qr";

describe("every shape combination a caller can pick scans", () => {
  it("decodes dot × finder outer × finder inner shapes (PNG, 360 px)", async () => {
    const failures: string[] = [];
    const zxingOnly: string[] = [];
    for (const dotShape of DOT_SHAPES) {
      for (const finderOuterShape of FINDER_OUTER_SHAPES) {
        for (const finderInnerShape of FINDER_INNER_SHAPES) {
          const label = `${dotShape}/${finderOuterShape}/${finderInnerShape}`;
          const image = await renderQr({
            content: CONTENT,
            size: 360,
            styles: { dotShape, finderOuterShape, finderInnerShape },
          });
          const decoded = await decodeImage(image.body);
          if (decoded.text !== CONTENT) failures.push(label);
          else if (decoded.decoder === "zxing") zxingOnly.push(label);
        }
      }
    }
    if (zxingOnly.length) console.info("[shape-combinations] read only by @zxing/library:", zxingOnly);
    expect(failures).toEqual([]);
  });
});
