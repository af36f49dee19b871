import { readFileSync } from "node:fs";
import path from "node:path";
import { PREVIEW_SIZE } from "./preview-src-set";

export interface PreviewSize {
  width: number;
  height: number;
}

// Previews are PREVIEW_SIZE px wide; a frame's caption makes some taller. The square is the fallback only.
const SQUARE: PreviewSize = { width: PREVIEW_SIZE, height: PREVIEW_SIZE };
const sizes = new Map<string, PreviewSize>();
// Where lib/templates/write-template-previews.ts writes them, relative to the app's root as the server runs.
const PREVIEW_DIR = path.join("public", "templates");

/** A PNG's size from its header (IHDR: width and height at bytes 16 and 20), or null if it is no PNG. */
function pngSize(bytes: Buffer): PreviewSize | null {
  if (bytes.length < 24 || bytes.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The pixel size of a template's preview file, read once per process: an <img> given its real
 * width and height reserves the picture's own shape, whatever box the page then draws it in.
 */
export function previewSize(id: string): PreviewSize {
  let size = sizes.get(id);
  if (!size) {
    try {
      size = pngSize(readFileSync(path.join(PREVIEW_DIR, `${id}.png`))) ?? SQUARE;
    } catch {
      size = SQUARE;
    }
    sizes.set(id, size);
  }
  return size;
}

/** A catalog entry with its preview's width and height, as the browser's template pickers take it. */
export function withPreviewSize<T extends { id: string }>(
  template: T,
): T & { previewWidth: number; previewHeight: number } {
  const { width, height } = previewSize(template.id);
  return { ...template, previewWidth: width, previewHeight: height };
}
