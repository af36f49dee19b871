import type { QrStyle } from "@/lib/render/style-schema";

/** A template as the browser sees it: the catalog entry, plus its style for prefilling controls. */
export interface TemplateSummary {
  id: string;
  name: string;
  category: string;
  tags: string[];
  previewImage: string;
}

export interface GeneratorTemplate extends TemplateSummary {
  style: QrStyle;
}

export interface CategoryCount {
  source: string;
  count: number;
}
