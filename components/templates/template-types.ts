import type { QrStyle } from "@/lib/render/style-schema";

/** A template as the browser sees it: the catalog entry, plus its style for prefilling controls. */
export interface TemplateSummary {
  id: string;
  name: string;
  category: string;
  tags: string[];
  previewImage: string;
  /** The preview file's pixel size (lib/templates/preview-size.ts): some are taller than wide. */
  previewWidth: number;
  previewHeight: number;
}

export interface GeneratorTemplate extends TemplateSummary {
  style: QrStyle;
}

export interface CategoryCount {
  source: string;
  count: number;
}
