import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { TEMPLATES } from "./catalog";
import { SMALL_PREVIEW_SIZE } from "./preview-src-set";
import { renderTemplatePreview } from "./render-template-preview";

export const PREVIEW_DIR = path.join("public", "templates");

/**
 * Writes every template's preview PNG to public/templates/{id}.png, where the catalog points, and
 * its small one to public/templates/192/{id}.png (lib/templates/preview-src-set.ts).
 * Run after changing a template: `npx tsx lib/templates/write-template-previews.ts`
 * (tests/templates/previews.test.ts fails while a file is missing or stale).
 */
export async function writeTemplatePreviews(dir: string = PREVIEW_DIR): Promise<string[]> {
  const smallDir = path.join(dir, String(SMALL_PREVIEW_SIZE));
  await mkdir(smallDir, { recursive: true });
  const written: string[] = [];
  for (const template of TEMPLATES) {
    for (const [size, file] of [
      [undefined, path.join(dir, `${template.id}.png`)],
      [SMALL_PREVIEW_SIZE, path.join(smallDir, `${template.id}.png`)],
    ] as const) {
      await writeFile(file, (await renderTemplatePreview(template.id, size)!).body);
      written.push(file);
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const written = await writeTemplatePreviews();
  console.log(`wrote ${written.length} previews to ${PREVIEW_DIR}`);
}
