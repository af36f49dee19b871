import type { RoutingRule, RuleCondition } from "@/lib/codes/smart-schemas";

// The rules editor works on drafts: one condition (or none) and one target or an A/B split per rule,
// the shape almost every rule has. Rules with several conditions are kept as they are.

export type ConditionKind = RuleCondition["kind"] | "always";

export interface SplitTarget {
  url: string;
  weight: string;
}

/** A new split: the rule's target (if any) against a second link, half each. */
export const startSplit = (targetUrl: string): SplitTarget[] => [
  { url: targetUrl, weight: "50" },
  { url: "", weight: "50" },
];

/** Each link's share of the split in whole percent (0 for weights that are not positive numbers). */
export function splitShares(split: SplitTarget[]): number[] {
  const weights = split.map((target) => Math.max(0, Number(target.weight) || 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? Math.round((weight / total) * 100) : 0));
}

export interface RuleDraft {
  kind: ConditionKind;
  /** Comma-separated values (device, os, browser, country, region, city, language). */
  values: string;
  timeZone: string;
  from: string;
  to: string;
  days: string;
  param: string;
  equals: string;
  targetUrl: string;
  /** An A/B split instead of one target: each link with its weight (as typed). */
  split?: SplitTarget[];
  /** A rule the draft form cannot show (several conditions): sent back unchanged. */
  kept?: RoutingRule;
}

export const KIND_LABELS: Record<ConditionKind, string> = {
  always: "Every visitor",
  device: "Device is",
  os: "Operating system is",
  browser: "Browser is",
  country: "Country is",
  region: "Region is",
  city: "City is",
  language: "Preferred language is",
  time: "Local time is between",
  query: "Link has query parameter",
};

export const VALUE_HINTS: Partial<Record<ConditionKind, string>> = {
  device: "mobile, tablet, desktop or other; several with commas",
  os: "e.g. iOS, Android",
  browser: "e.g. Chrome, Mobile Safari",
  country: "two-letter codes, e.g. DE, AT",
  language: "e.g. fr, pt-BR",
};

const list = (text: string) =>
  text
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);

export const emptyDraft = (timeZone: string): RuleDraft => ({
  kind: "device",
  values: "",
  timeZone,
  from: "09:00",
  to: "17:00",
  days: "",
  param: "",
  equals: "",
  targetUrl: "",
});

export function toDraft(rule: RoutingRule, timeZone: string): RuleDraft {
  const split = rule.weightedTargets?.map((target) => ({ url: target.url, weight: String(target.weight) }));
  const draft = { ...emptyDraft(timeZone), targetUrl: rule.targetUrl ?? "", ...(split ? { split } : {}) };
  if (rule.conditions.length > 1) return { ...draft, kept: rule };
  const [condition] = rule.conditions;
  if (!condition) return { ...draft, kind: "always" };
  switch (condition.kind) {
    case "time":
      return {
        ...draft,
        kind: "time",
        timeZone: condition.timeZone,
        from: condition.from ?? "00:00",
        to: condition.to ?? "23:59",
        days: (condition.days ?? []).join(", "),
      };
    case "query":
      return { ...draft, kind: "query", param: condition.param, equals: condition.equals ?? "" };
    default:
      return { ...draft, kind: condition.kind, values: condition.in.join(", ") };
  }
}

/** The API's rule for a draft; the server validates and names any bad field. */
export function fromDraft(draft: RuleDraft): unknown {
  if (draft.kept) return draft.kept;
  const target = draft.split
    ? {
        weightedTargets: draft.split.map((link) => ({
          url: link.url.trim(),
          weight: Number(link.weight.trim() || Number.NaN),
        })),
      }
    : { targetUrl: draft.targetUrl.trim() };
  if (draft.kind === "always") return { conditions: [], ...target };
  if (draft.kind === "time") {
    const days = list(draft.days.toLowerCase());
    return {
      conditions: [
        { kind: "time", timeZone: draft.timeZone, from: draft.from, to: draft.to, ...(days.length ? { days } : {}) },
      ],
      ...target,
    };
  }
  if (draft.kind === "query")
    return {
      conditions: [{ kind: "query", param: draft.param.trim(), ...(draft.equals ? { equals: draft.equals } : {}) }],
      ...target,
    };
  return { conditions: [{ kind: draft.kind, in: list(draft.values) }], ...target };
}

/** One line about a rule the form keeps as it is. */
export function describeKept(rule: RoutingRule): string {
  const when =
    rule.conditions.length === 0
      ? "every visitor"
      : rule.conditions.map((condition) => KIND_LABELS[condition.kind].toLowerCase()).join(" and ");
  const to = rule.weightedTargets ? `an A/B split of ${rule.weightedTargets.length} targets` : rule.targetUrl;
  return `When ${when}: ${to} (edit through the API)`;
}
