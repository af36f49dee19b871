import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getTemplateCatalog, TEMPLATES } from "@/lib/templates/catalog";
import { renderTemplatePreview } from "@/lib/templates/render-template-preview";

const raw = async (input: Buffer | string) => sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe("static template previews in public/", () => {
  it("exist for every catalog entry and match what the renderer draws today", async () => {
    const stale: string[] = [];
    for (const category of getTemplateCatalog().categories) {
      for (const template of category.templates) {
        const file = path.join("public", template.previewImage);
        if (!existsSync(file)) {
          stale.push(`${template.id}: missing`);
          continue;
        }
        const [stored, fresh] = await Promise.all([raw(file), raw((await renderTemplatePreview(template.id)!).body)]);
        const sameSize = stored.info.width === fresh.info.width && stored.info.height === fresh.info.height;
        let differing = 0;
        if (sameSize)
          for (let i = 0; i < stored.data.length; i++) if (Math.abs(stored.data[i] - fresh.data[i]) > 48) differing++;
        if (!sameSize || differing / stored.data.length > 0.005) stale.push(`${template.id}: stale`);
      }
    }
    // To refresh: npx tsx lib/templates/write-template-previews.ts
    expect(stale).toEqual([]);
    expect(TEMPLATES.length).toBeGreaterThan(0);
  });
});
