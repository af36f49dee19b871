import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getTemplateCatalog, TEMPLATES } from "@/lib/templates/catalog";
import { PREVIEW_SIZE, previewSrcSet, SMALL_PREVIEW_SIZE, smallPreviewPath } from "@/lib/templates/preview-src-set";
import { renderTemplatePreview } from "@/lib/templates/render-template-preview";

const raw = async (input: Buffer | string) => sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe("static template previews in public/", () => {
  it("exist for every catalog entry and match what the renderer draws today", async () => {
    const stale: string[] = [];
    for (const category of getTemplateCatalog().categories) {
      for (const template of category.templates) {
        // Both widths the pickers' srcset offers (lib/templates/preview-src-set.ts).
        for (const [size, image] of [
          [PREVIEW_SIZE, template.previewImage],
          [SMALL_PREVIEW_SIZE, smallPreviewPath(template.previewImage)],
        ] as const) {
          const file = path.join("public", image ?? "none");
          if (!image || !existsSync(file)) {
            stale.push(`${template.id} (${size} px): missing`);
            continue;
          }
          const [stored, fresh] = await Promise.all([
            raw(file),
            raw((await renderTemplatePreview(template.id, size)!).body),
          ]);
          const sameSize = stored.info.width === fresh.info.width && stored.info.height === fresh.info.height;
          let differing = 0;
          if (sameSize)
            for (let i = 0; i < stored.data.length; i++) if (Math.abs(stored.data[i] - fresh.data[i]) > 48) differing++;
          if (!sameSize || differing / stored.data.length > 0.005) stale.push(`${template.id} (${size} px): stale`);
        }
      }
    }
    // To refresh: npx tsx lib/templates/write-template-previews.ts
    expect(stale).toEqual([]);
    expect(TEMPLATES.length).toBeGreaterThan(0);
  });
});

describe("previewSrcSet", () => {
  it("offers a catalog preview's small and large files by width, and nothing for another path", () => {
    expect(previewSrcSet("/templates/default.png")).toBe(
      "/templates/192/default.png 192w, /templates/default.png 256w",
    );
    for (const other of ["/templates/192/default.png", "https://example.com/templates/x.png", "/templates/../x.png"])
      expect(previewSrcSet(other), other).toBeUndefined();
  });

  it("draws the small preview 192 px wide in the large one's shape", async () => {
    for (const template of TEMPLATES) {
      const [small, large] = await Promise.all(
        [SMALL_PREVIEW_SIZE, PREVIEW_SIZE].map(async (size) =>
          sharp((await renderTemplatePreview(template.id, size)!).body).metadata(),
        ),
      );
      expect(small.width).toBe(SMALL_PREVIEW_SIZE);
      expect(
        Math.abs((small.height ?? 0) / (small.width ?? 1) - (large.height ?? 0) / (large.width ?? 1)),
      ).toBeLessThan(0.01);
    }
  });
});
