import type { QrStyle, QrStyleInput } from "../render/style-schema";

export const TEMPLATE_CATEGORIES = ["minimal", "social", "business", "events", "food", "retail", "utility"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A template as written in lib/templates/data: style as input, defaults not yet filled. */
export interface TemplateDefinition {
  id: string;
  name: string;
  tags: string[];
  style: QrStyleInput;
  forContent?: RegExp;
}

export interface QrTemplate {
  id: string;
  name: string;
  category: TemplateCategory;
  tags: string[];
  style: QrStyle;
  /**
   * A frame that invites an action only one kind of content does ("Call us": a tel: code). Picked
   * from content only for that kind (a PDF link whose path says "support" never gets "Call us");
   * chosen by id or by keywords as any other template.
   */
  forContent?: RegExp;
}
