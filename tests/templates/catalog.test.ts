import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { assertReadableColors } from "@/lib/render/contrast";
import { DEFAULT_TEMPLATE_ID, getTemplateCatalog, TEMPLATES } from "@/lib/templates/catalog";
import { PREVIEW_SIZE } from "@/lib/templates/preview-src-set";
import { renderTemplatePreview } from "@/lib/templates/render-template-preview";
import { decodeImage } from "../render/decode-image";

describe("template catalog", () => {
  it("has at least 24 templates in at least 6 categories, with unique kebab-case ids", () => {
    const catalog = getTemplateCatalog();
    expect(catalog.totalTemplates).toBe(TEMPLATES.length);
    expect(catalog.totalTemplates).toBeGreaterThanOrEqual(24);
    expect(catalog.categories.filter((category) => category.count > 0).length).toBeGreaterThanOrEqual(6);
    const ids = TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).toContain(DEFAULT_TEMPLATE_ID);
  });

  it("answers the spec's shape: counts add up, tags sorted and unique, every template listed once", () => {
    const catalog = getTemplateCatalog();
    const listed = catalog.categories.flatMap((category) => {
      expect(category.count).toBe(category.templates.length);
      return category.templates.map((template) => {
        expect(template.category).toBe(category.source);
        expect(Object.keys(template).sort()).toEqual(["category", "id", "name", "previewImage", "tags"]);
        expect(template.previewImage).toBe(`/templates/${template.id}.png`);
        return template.id;
      });
    });
    expect(listed.sort()).toEqual(TEMPLATES.map((template) => template.id).sort());
    expect(catalog.tags).toEqual([...new Set(TEMPLATES.flatMap((template) => template.tags))].sort());
  });

  it("keeps the default template plain black on white", () => {
    const plain = TEMPLATES.find((template) => template.id === DEFAULT_TEMPLATE_ID)!;
    expect(plain.style).toMatchObject({
      foregroundColor: "#000000",
      backgroundColor: "#ffffff",
      dotShape: "square",
      gradient: null,
      frame: null,
    });
  });

  it("uses only colours a scanner can read", () => {
    for (const template of TEMPLATES) expect(() => assertReadableColors(template.style), template.id).not.toThrow();
  });
});

describe("renderTemplatePreview", () => {
  it("draws a scannable PNG preview per template, once", async () => {
    for (const template of TEMPLATES) {
      const preview = await renderTemplatePreview(template.id)!;
      expect(preview.contentType).toBe("image/png");
      expect(preview.etag).toMatch(/^"[0-9a-f]{20}"$/);
      expect((await sharp(preview.body).metadata()).width).toBe(PREVIEW_SIZE);
      expect((await decodeImage(preview.body)).text).toBe(`https://codebeam.dev/t/${template.id}`);
    }
    expect(renderTemplatePreview(TEMPLATES[0].id)).toBe(renderTemplatePreview(TEMPLATES[0].id));
  });

  it("answers undefined for an unknown id", () => {
    expect(renderTemplatePreview("no-such-template")).toBeUndefined();
  });
});
