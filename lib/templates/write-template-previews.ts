import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { TEMPLATES } from "./catalog";
import { renderTemplatePreview } from "./render-template-preview";

export const PREVIEW_DIR = path.join("public", "templates");

/**
 * Writes every template's preview PNG to public/templates/{id}.png, where the catalog points.
 * Run after changing a template: `npx tsx lib/templates/write-template-previews.ts`
 * (tests/templates/previews.test.ts fails while a file is missing or stale).
 */
export async function writeTemplatePreviews(dir: string = PREVIEW_DIR): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const template of TEMPLATES) {
    const preview = await renderTemplatePreview(template.id)!;
    const file = path.join(dir, `${template.id}.png`);
    await writeFile(file, preview.body);
    written.push(file);
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const written = await writeTemplatePreviews();
  console.log(`wrote ${written.length} previews to ${PREVIEW_DIR}`);
}
