import { invalid } from "../errors/api-error";
import { defaultTemplate, DEFAULT_TEMPLATE_ID, findTemplate } from "./catalog";
import { contentKeywords } from "./content-keywords";
import { rankTemplates } from "./rank-templates";
import type { QrTemplate } from "./template-types";

export interface TemplateMatch {
  template: QrTemplate;
  templateUsed: string;
  matchedKeywords: string[];
}

export interface MatchInput {
  content: string;
  templateId?: string | null;
  keywords?: string[] | null;
}

/**
 * Picks the template of a code: `templateId` wins (unknown id: 400 on templateId); else the best
 * match of `keywords` against tags; else keywords read from the content; else the default.
 */
export function matchTemplate({ content, templateId, keywords }: MatchInput): TemplateMatch {
  const id = templateId?.trim();
  if (id) {
    const template = findTemplate(id);
    if (!template) throw invalid("templateId", `unknown template '${id}'; GET /api/v1/templates lists the ids`);
    return { template, templateUsed: template.id, matchedKeywords: [] };
  }
  const given = (keywords ?? []).map((keyword) => ({ keyword: keyword.toLowerCase(), weight: 1 }));
  const [byKeywords] = rankTemplates(given);
  if (byKeywords)
    return { template: byKeywords.template, templateUsed: byKeywords.template.id, matchedKeywords: byKeywords.matched };
  const text = content.trim();
  const byContent = rankTemplates(contentKeywords(content)).find(
    ({ template }) => !template.forContent || template.forContent.test(text),
  );
  if (byContent)
    return { template: byContent.template, templateUsed: byContent.template.id, matchedKeywords: byContent.matched };
  return { template: defaultTemplate(), templateUsed: DEFAULT_TEMPLATE_ID, matchedKeywords: [] };
}
