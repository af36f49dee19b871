import type { RuleDraft } from "./rule-drafts";

/** The server's errors of one rule, each on the control that shows its field; `rest` for the rule. */
export interface RuleErrors {
  values?: string;
  from?: string;
  to?: string;
  timeZone?: string;
  days?: string;
  param?: string;
  equals?: string;
  target?: string;
  links: { url?: string; weight?: string }[];
  split?: string;
  rest: string[];
}

const LISTED_KINDS = new Set(["device", "os", "browser", "country", "region", "city", "language"]);

type Single = Exclude<keyof RuleErrors, "links" | "rest">;
type Control = Single | { link: number; part: "url" | "weight" };

/** Where a sub-path of rules[i] shows in the draft's form, or undefined when no control holds it. */
function controlOf(sub: string, draft: RuleDraft): Control | undefined {
  if (draft.kept) return undefined;
  const condition = sub.match(/^\.conditions\[0\]\.(\w+)/)?.[1];
  if (condition === "in" && LISTED_KINDS.has(draft.kind)) return "values";
  if (draft.kind === "time" && (condition === "from" || condition === "to" || condition === "timeZone"))
    return condition;
  if (draft.kind === "time" && condition === "days") return "days";
  if (draft.kind === "query" && (condition === "param" || condition === "equals")) return condition;
  if (sub === ".targetUrl") return draft.split ? "split" : "target";
  if (sub === ".weightedTargets" && draft.split) return "split";
  const link = sub.match(/^\.weightedTargets\[(\d+)\]\.(url|weight)$/);
  if (link && draft.split) return { link: Number(link[1]), part: link[2] as "url" | "weight" };
  return undefined;
}

/** Sorts the plain messages of `rules[index]…` (paths from readApiError) onto the rule's controls. */
export function ruleErrors(paths: Record<string, string>, index: number, draft: RuleDraft): RuleErrors {
  const prefix = `rules[${index}]`;
  const errors: RuleErrors = { links: [], rest: [] };
  for (const [path, message] of Object.entries(paths)) {
    if (!path.startsWith(prefix)) continue;
    const sub = path.slice(prefix.length);
    if (sub !== "" && !sub.startsWith(".")) continue; // rules[1] is no prefix of rules[10]
    const control = controlOf(sub, draft);
    if (control === undefined) errors.rest.push(message);
    else if (typeof control === "object")
      errors.links[control.link] = { ...errors.links[control.link], [control.part]: message };
    else errors[control] ??= message;
  }
  return errors;
}
