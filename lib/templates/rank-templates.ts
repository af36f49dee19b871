import { TEMPLATES } from "./catalog";
import { synonymKeys } from "./keyword-synonyms";
import { keywordKey } from "./normalize-keyword";
import type { QrTemplate } from "./template-types";
import type { WeightedKeyword } from "./content-keywords";

/** Points for a keyword that spells a tag, reaches it through a synonym, or names the category. */
const POINTS = { tag: 3, synonym: 2, category: 1 } as const;

export interface TemplateScore {
  template: QrTemplate;
  score: number;
  /** The keywords (as given, trimmed) that scored, in the order given. */
  matched: string[];
}

const TAG_KEYS = new Map(TEMPLATES.map((template) => [template.id, new Set(template.tags.map(keywordKey))]));

function points(template: QrTemplate, key: string, synonyms: string[]): number {
  const tags = TAG_KEYS.get(template.id)!;
  if (tags.has(key)) return POINTS.tag;
  if (synonyms.some((synonym) => tags.has(synonym))) return POINTS.synonym;
  if (keywordKey(template.category) === key) return POINTS.category;
  return 0;
}

/**
 * Every template scored against the keywords, best first. A keyword counts once per template, at
 * its best match, times its weight; ties keep catalog order, so the ranking is deterministic.
 */
export function rankTemplates(keywords: WeightedKeyword[]): TemplateScore[] {
  const seen = new Set<string>();
  const terms = keywords.flatMap(({ keyword, weight }) => {
    const key = keywordKey(keyword);
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [{ keyword: keyword.trim(), key, weight, synonyms: synonymKeys(key) }];
  });
  const scores = TEMPLATES.map((template) => {
    let score = 0;
    const matched: string[] = [];
    for (const term of terms) {
      const earned = points(template, term.key, term.synonyms) * term.weight;
      if (earned === 0) continue;
      score += earned;
      matched.push(term.keyword);
    }
    return { template, score, matched };
  });
  return scores
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.matched.length - a.matched.length);
}
