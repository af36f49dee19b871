import type { RoutingRule, RuleCondition, Utm } from "../codes/smart-schemas";

/** The smart fields of a short link's row, as the redirect path reads them. */
export interface SmartRow {
  targetUrl: string;
  validFrom: Date | null;
  expiresAt: Date | null;
  fallbackUrl: string | null;
  maxScans: number | null;
  scanClaims: number;
  rules: RoutingRule[] | null;
  utm: Utm | null;
}

/** What the rules may look at: the visitor's agent, place, language, query and a stable id. */
export interface Visitor {
  device: string;
  os: string;
  browser: string;
  country: string;
  region: string;
  city: string;
  /** Most preferred Accept-Language tag, lower case, or null. */
  language: string | null;
  query: URLSearchParams;
  /** Keyed hash of IP + agent (scans/visitor-id): keeps A/B rotation sticky per visitor. */
  visitorId: string;
  now: Date;
}

/** Before validFrom, after expiresAt, or with every allowed scan used, a code has ended. */
export function hasEnded(row: SmartRow, now: Date): boolean {
  if (row.validFrom && now < row.validFrom) return true;
  if (row.expiresAt && now >= row.expiresAt) return true;
  return row.maxScans !== null && row.scanClaims >= row.maxScans;
}

/**
 * The first rule whose conditions all match picks the target; else the code's own. `url` is where
 * the visitor goes (UTM added), `target` the destination as configured, `rule` the rule's index.
 */
export function chooseTarget(row: SmartRow, visitor: Visitor): { url: string; target: string; rule: number | null } {
  const rules = row.rules ?? [];
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index];
    if (!rule.conditions.every((condition) => matches(condition, visitor))) continue;
    const target = rule.targetUrl ?? pickWeighted(rule.weightedTargets ?? [], `${visitor.visitorId}:${index}`);
    return { url: withUtm(target, row.utm), target, rule: index };
  }
  return { url: withUtm(row.targetUrl, row.utm), target: row.targetUrl, rule: null };
}

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());

function matches(condition: RuleCondition, visitor: Visitor): boolean {
  switch (condition.kind) {
    case "device":
      return condition.in.includes(visitor.device as (typeof condition.in)[number]);
    case "os":
    case "browser":
    case "region":
    case "city":
      return lower(condition.in).includes(visitor[condition.kind].toLowerCase());
    case "country":
      return condition.in.includes(visitor.country.toUpperCase());
    case "language": {
      const language = visitor.language;
      return language !== null && lower(condition.in).some((tag) => language === tag || language.startsWith(`${tag}-`));
    }
    case "time":
      return inTimeWindow(condition, visitor.now);
    case "query": {
      const value = visitor.query.get(condition.param);
      return value !== null && (condition.equals === undefined || value === condition.equals);
    }
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY = { Mon: "mon", Tue: "tue", Wed: "wed", Thu: "thu", Fri: "fri", Sat: "sat", Sun: "sun" } as const;

/** Local weekday and minute of the day in a time zone (DST included, through Intl). */
function localTime(now: Date, timeZone: string): { day: string; minute: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format); // time zones are a finite, validated set: the map stays small
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    day: WEEKDAY[parts.weekday as keyof typeof WEEKDAY],
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const minutesOf = (clock: string | undefined, fallback: number) =>
  clock === undefined ? fallback : Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

function inTimeWindow(condition: Extract<RuleCondition, { kind: "time" }>, now: Date): boolean {
  const { day, minute } = localTime(now, condition.timeZone);
  const from = minutesOf(condition.from, 0);
  const to = minutesOf(condition.to, 24 * 60);
  const inWindow = from <= to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inWindow) return false;
  if (!condition.days) return true;
  // A window past midnight belongs to the day it started on.
  const startDay = from > to && minute < to ? previousDay(day) : day;
  return condition.days.includes(startDay as (typeof condition.days)[number]);
}

const ORDER = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const previousDay = (day: string) => ORDER[(ORDER.indexOf(day) + 6) % 7];

/** FNV-1a: a fast, stable 32-bit hash (not for secrets; the visitor id already is a keyed hash). */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pickWeighted(targets: readonly { url: string; weight: number }[], key: string): string {
  const total = targets.reduce((sum, target) => sum + target.weight, 0);
  let point = hash32(key) % total;
  for (const target of targets) {
    if (point < target.weight) return target.url;
    point -= target.weight;
  }
  return targets[targets.length - 1].url;
}

// The conventional order (a JSONB column does not keep the order the fields were given in).
const UTM_ORDER = ["source", "medium", "campaign", "term", "content"] as const;

/** Adds the utm_* parameters the target does not set itself, keeping its query as written. */
export function withUtm(target: string, utm: Utm | null): string {
  if (!utm) return target;
  const url = new URL(target);
  const extra = UTM_ORDER.filter((name) => utm[name] !== undefined && !url.searchParams.has(`utm_${name}`)).map(
    (name) => `utm_${name}=${encodeURIComponent(utm[name] as string)}`,
  );
  if (extra.length === 0) return target;
  const hash = url.hash;
  url.hash = "";
  const base = url.href;
  return `${base}${url.search ? "&" : "?"}${extra.join("&")}${hash}`;
}

/** The visitor's most preferred language tag from Accept-Language (highest q, then first), lower case. */
export function preferredLanguage(header: string | undefined): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.slice(0, 512).split(",")) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag ?? null;
}
