import { QrStyle } from "../render/style-schema";
import { BUSINESS } from "./data/business";
import { EVENTS } from "./data/events";
import { FOOD } from "./data/food";
import { MINIMAL } from "./data/minimal";
import { RETAIL } from "./data/retail";
import { SOCIAL } from "./data/social";
import { UTILITY } from "./data/utility";
import type { QrTemplate, TemplateCategory, TemplateDefinition } from "./template-types";

export const DEFAULT_TEMPLATE_ID = "default";

const SOURCES: Array<[TemplateCategory, TemplateDefinition[]]> = [
  ["minimal", MINIMAL],
  ["social", SOCIAL],
  ["business", BUSINESS],
  ["events", EVENTS],
  ["food", FOOD],
  ["retail", RETAIL],
  ["utility", UTILITY],
];

/** Every template, styles parsed once (defaults filled), in catalog order. */
export const TEMPLATES: readonly QrTemplate[] = SOURCES.flatMap(([category, definitions]) =>
  definitions.map((definition) => ({
    id: definition.id,
    name: definition.name,
    category,
    tags: definition.tags,
    style: QrStyle.parse(definition.style),
    ...(definition.forContent ? { forContent: definition.forContent } : {}),
  })),
);

const BY_ID = new Map(TEMPLATES.map((template) => [template.id, template]));

export const findTemplate = (id: string): QrTemplate | undefined => BY_ID.get(id);

export const defaultTemplate = (): QrTemplate => BY_ID.get(DEFAULT_TEMPLATE_ID)!;

/**
 * Where the catalog points for a template's preview: a static file in public/templates, drawn by
 * our renderer (lib/templates/write-template-previews.ts), outside /api/v1 and its rate limits.
 */
const previewImagePath = (id: string): string => `/templates/${id}.png`;

export interface TemplateCatalog {
  totalTemplates: number;
  tags: string[];
  categories: Array<{
    source: TemplateCategory;
    count: number;
    templates: Array<{ id: string; name: string; category: string; tags: string[]; previewImage: string }>;
  }>;
}

/** The catalog in the spec's shape (GET /api/v1/templates). */
export function getTemplateCatalog(): TemplateCatalog {
  const categories = SOURCES.map(([source]) => {
    const templates = TEMPLATES.filter((template) => template.category === source).map(
      ({ id, name, category, tags }) => ({
        id,
        name,
        category,
        tags,
        previewImage: previewImagePath(id),
      }),
    );
    return { source, count: templates.length, templates };
  });
  const tags = [...new Set(TEMPLATES.flatMap((template) => template.tags))].sort();
  return { totalTemplates: TEMPLATES.length, tags, categories };
}
