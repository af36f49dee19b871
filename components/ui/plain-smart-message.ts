// The smart settings' nested fields ("rules[0].conditions[0].in[0]", "utm.campaign") in the words of
// the form: which rule, which condition, which control. plainFieldMessage (plain-field-message.ts)
// asks here first.

const WEB_ADDRESS = "must be a web address starting with http:// or https://";
const UTM_LABELS: Record<string, string> = {
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  term: "Term",
  content: "Content",
};
const REQUIRED_UTM = ["source", "medium", "campaign"];

/** "a", "a or b", "a, b or c". */
export const orList = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** The options of zod's `Invalid option: expected one of "a"|"b"`, or null. */
const optionsOf = (message: string) =>
  message
    .match(/^invalid option: expected one of (.+)$/i)?.[1]
    .replaceAll('"', "")
    .split("|") ?? null;

const isUrlMessage = (message: string) => /^must be an http or https URL$/i.test(message);
const isMissing = (message: string) => /^must not be empty$|expected \w+, received undefined|^required$/i.test(message);

/** What a condition's own field is called, or how its message reads, after "Rule 1, condition 1: ". */
function conditionPart(key: string, message: string): string {
  const options = optionsOf(message);
  if (key === "in") {
    if (options?.includes("mobile")) return `choose a device type: ${orList(options)}`;
    if (/at least one value/.test(message)) return "enter at least one value";
    if (/ISO 3166-1/.test(message)) return "a country is a two-letter code such as DE";
    if (/language tag/.test(message)) return "a language is a tag such as en or pt-BR";
    return `each value ${message}`;
  }
  if (key === "days") return options ? `days are ${orList(options)}` : `the days ${message}`;
  if (key === "timeZone") return "the time zone must be a name such as Europe/Paris";
  if (key === "from" || key === "to")
    return `${key === "from" ? "From" : "Until"} must be a time such as ${key === "from" ? "09:00" : "17:00"}`;
  if (key === "param") return `the parameter ${message}`;
  if (key === "equals") return `the value ${message}`;
  if (key === "kind") return "choose what the rule checks";
  return message;
}

/** "Rule 1, condition 1: …" for anything under rules[i]; null for other paths. */
function ruleMessage(path: string, message: string): string | null {
  const match = path.match(/^rules\[(\d+)\](?:\.(.*))?$/);
  if (!match) return null;
  const rule = `Rule ${Number(match[1]) + 1}`;
  const rest = match[2] ?? "";
  const condition = rest.match(/^conditions\[(\d+)\](?:\.(\w+))?/);
  if (condition) {
    const part = condition[2] ? conditionPart(condition[2], message) : "choose what the rule checks";
    return `${rule}, condition ${Number(condition[1]) + 1}: ${part}.`;
  }
  const target = rest.match(/^weightedTargets\[(\d+)\]\.(url|weight)$/);
  if (target) {
    const link = `link ${Number(target[1]) + 1}`;
    return target[2] === "url" ? `${rule}: ${link} ${WEB_ADDRESS}.` : `${rule}: the weight of ${link} ${message}.`;
  }
  if (rest === "targetUrl")
    return /exactly one of/.test(message)
      ? `${rule}: give a Send to link, or split between links.`
      : `${rule}: Send to ${isUrlMessage(message) ? WEB_ADDRESS : message}.`;
  if (rest === "weightedTargets") return `${rule}: the split ${message}.`;
  if (rest === "conditions") return `${rule} ${message}.`;
  return `${rule}: ${message}.`;
}

/** "Campaign is required when Source or Medium is set." for a missing utm value. */
function utmMessage(path: string, message: string): string | null {
  const match = path.match(/^utm\.(\w+)$/);
  if (!match || !UTM_LABELS[match[1]]) return null;
  const label = UTM_LABELS[match[1]];
  if (isMissing(message) && REQUIRED_UTM.includes(match[1])) {
    const others = REQUIRED_UTM.filter((name) => name !== match[1]).map((name) => UTM_LABELS[name]);
    return `${label} is required when ${orList(others)} is set.`;
  }
  return `${label} ${message}${/[.!?]$/.test(message) ? "" : "."}`;
}

/** The plain message of a nested smart field, or null when the path is not one of them. */
export function plainSmartMessage(path: string, message: string): string | null {
  return ruleMessage(path, message) ?? utmMessage(path, message);
}
