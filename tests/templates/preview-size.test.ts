import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "@/lib/templates/catalog";
import { previewSize, withPreviewSize } from "@/lib/templates/preview-size";

describe("template preview sizes", () => {
  it("are each preview file's own width and height, not a square for all", async () => {
    const heights = new Set<number>();
    for (const template of TEMPLATES) {
      const file = await sharp(path.join("public", "templates", `${template.id}.png`)).metadata();
      expect(previewSize(template.id), template.id).toEqual({ width: file.width, height: file.height });
      heights.add(previewSize(template.id).height);
    }
    // Framed templates carry a caption under the code: the previews are not all square.
    expect(heights.size).toBeGreaterThan(1);
  });

  it("fall back to a 256 px square for an id without a preview file", () => {
    expect(withPreviewSize({ id: "no-such-template", name: "x" })).toEqual({
      id: "no-such-template",
      name: "x",
      previewWidth: 256,
      previewHeight: 256,
    });
  });
});
