import type { TemplateSummary } from "./template-types";

export const ALL_CATEGORIES = "all";

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim();

/**
 * Templates of `category` (or all) whose name, category or tags contain every word of `query`:
 * "red video" finds Play Red; "café" and "cafe" both find Café Latte.
 */
export function filterTemplates<T extends TemplateSummary>(
  templates: readonly T[],
  category: string,
  query: string,
): T[] {
  const words = normalize(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  return templates.filter((template) => {
    if (category !== ALL_CATEGORIES && template.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = normalize([template.name, template.category, ...template.tags].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** "events" → "Events". */
export const categoryLabel = (source: string) => source.charAt(0).toUpperCase() + source.slice(1);
