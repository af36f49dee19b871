import { createHash } from "node:crypto";
import { renderQr } from "../render/render-image";
import { loadSharp } from "../render/sharp";
import { findTemplate } from "./catalog";
import { PREVIEW_SIZE } from "./preview-src-set";

export interface TemplatePreview {
  body: Buffer;
  contentType: string;
  etag: string;
}

const cache = new Map<string, Promise<TemplatePreview>>();

async function draw(id: string, size: number): Promise<TemplatePreview> {
  const template = findTemplate(id)!;
  const image = await renderQr({
    content: `https://codebeam.dev/t/${id}`,
    format: "png",
    size,
    styles: template.style,
  });
  // A 64-colour palette keeps a picker of dozens of previews light (about 5 KB each).
  const sharp = await loadSharp();
  const body = await sharp(image.body).png({ palette: true, colours: 64, compressionLevel: 9 }).toBuffer();
  const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 20)}"`;
  return { body, contentType: image.contentType, etag };
}

/**
 * The preview PNG of a template, `size` px wide (PREVIEW_SIZE, or SMALL_PREVIEW_SIZE for small boxes),
 * drawn once by our renderer and kept for the life of the process (templates are code, so a new
 * deploy is the only way a preview changes). Unknown id: undefined.
 */
export function renderTemplatePreview(id: string, size = PREVIEW_SIZE): Promise<TemplatePreview> | undefined {
  if (!findTemplate(id)) return undefined;
  const key = `${id} ${size}`;
  let preview = cache.get(key);
  if (!preview) {
    preview = draw(id, size);
    preview.catch(() => cache.delete(key));
    cache.set(key, preview);
  }
  return preview;
}
