import type { QrStyle, QrStyleInput } from "../render/style-schema";

export const TEMPLATE_CATEGORIES = ["minimal", "social", "business", "events", "food", "retail", "utility"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A template as written in lib/templates/data: style as input, defaults not yet filled. */
export interface TemplateDefinition {
  id: string;
  name: string;
  tags: string[];
  style: QrStyleInput;
}

export interface QrTemplate {
  id: string;
  name: string;
  category: TemplateCategory;
  tags: string[];
  style: QrStyle;
}
