import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { MAX_CONTENT_LENGTH } from "../generate/generate-schemas";
import { httpUrl, normalizeUrl } from "../validation/http-url";

// What a dynamic code can do after printing: a schedule, a scan limit, a fallback, ordered routing
// rules (first match wins) and UTM parameters. Evaluated in memory on the redirect path
// (lib/short-links/choose-target.ts) from the row the short link reads anyway.

export const MAX_RULES = 20;
export const MAX_CONDITIONS = 10;
export const MAX_WEIGHTED_TARGETS = 10;
const MAX_VALUES = 50;

const Url = httpUrl(MAX_CONTENT_LENGTH).transform(normalizeUrl);
const values = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, "needs at least one value").max(MAX_VALUES, `takes at most ${MAX_VALUES} values`);
const Word = z.string().trim().min(1, "must not be empty").max(64, "must be at most 64 characters");

export const DEVICES = ["mobile", "tablet", "desktop", "other"] as const;
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM (00:00–23:59)");

/**
 * The rule schemas, built twice: for requests (URLs normalised, country codes upper-cased) and for
 * answers, where the same fields are plain typed strings (a transform has no JSON Schema output).
 */
function ruleSchemas(url: z.ZodType<string, string>, country: z.ZodType<string, string>) {
  const Condition = z.discriminatedUnion(
    "kind",
    [
      z.strictObject({ kind: z.literal("device"), in: values(z.enum(DEVICES)) }),
      z.strictObject({
        kind: z.literal("os"),
        in: values(Word).describe("OS names as statistics show them (e.g. iOS, Android), case-insensitive"),
      }),
      z.strictObject({
        kind: z.literal("browser"),
        in: values(Word).describe("browser names as statistics show them (e.g. Chrome, Mobile Safari)"),
      }),
      z.strictObject({ kind: z.literal("country"), in: values(country) }),
      z.strictObject({ kind: z.literal("region"), in: values(Word) }),
      z.strictObject({ kind: z.literal("city"), in: values(Word) }),
      z
        .strictObject({
          kind: z.literal("language"),
          in: values(
            z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, "must be a language tag such as en or pt-BR"),
          ),
        })
        .describe("matches the visitor's most preferred language (Accept-Language); 'en' also matches en-GB"),
      z.strictObject({
        kind: z.literal("time"),
        timeZone: z.string().max(64).refine(isTimeZone, "is not an IANA time zone (e.g. Europe/Paris)"),
        days: z
          .array(z.enum(WEEKDAYS))
          .min(1)
          .max(7)
          .optional()
          .describe("weekdays in that time zone; default every day"),
        from: ClockTime.optional().describe("inclusive local time, default 00:00"),
        to: ClockTime.optional().describe(
          "exclusive local time, default 24:00; a window past midnight (22:00–06:00) wraps",
        ),
      }),
      z.strictObject({
        kind: z.literal("query"),
        param: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"),
        equals: z
          .string()
          .max(500, "must be at most 500 characters")
          .optional()
          .describe("without it, the parameter only has to be present"),
      }),
    ],
    { error: "kind must be one of device, os, browser, country, region, city, language, time, query" },
  );
  const WeightedTarget = z.strictObject({
    url,
    weight: z.number().int("must be a whole number").min(1, "must be at least 1").max(1000, "must be at most 1000"),
  });
  const Rule = z
    .strictObject({
      conditions: z
        .array(Condition)
        .max(MAX_CONDITIONS, `takes at most ${MAX_CONDITIONS} conditions`)
        .default([])
        .describe("all must match; none: always"),
      targetUrl: url.optional(),
      weightedTargets: z
        .array(WeightedTarget)
        .min(2, "needs at least 2 targets")
        .max(MAX_WEIGHTED_TARGETS, `takes at most ${MAX_WEIGHTED_TARGETS} targets`)
        .optional()
        .describe("A/B rotation: each visitor always gets the same target, chosen by weight"),
    })
    .superRefine((rule, context) => {
      if ((rule.targetUrl === undefined) === (rule.weightedTargets === undefined)) {
        context.addIssue({
          code: "custom",
          path: ["targetUrl"],
          message: "give exactly one of targetUrl and weightedTargets",
        });
      }
    });
  return { Condition, Rule };
}

const Country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
  .transform((code) => code.toUpperCase());
const requestRules = ruleSchemas(Url, Country);
export const RuleCondition = requestRules.Condition;
export type RuleCondition = z.output<typeof RuleCondition>;
export const RoutingRule = requestRules.Rule;
export type RoutingRule = z.output<typeof RoutingRule>;
/** Rules as answers show them. */
export const RoutingRuleView = ruleSchemas(
  exampleString(EXAMPLES.url).describe("http(s) URL"),
  z.string().regex(/^[A-Z]{2}$/),
).Rule;

const UtmValue = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");
export const Utm = z.strictObject({
  source: UtmValue.meta({ examples: ["flyer"] }),
  medium: UtmValue.meta({ examples: ["print"] }),
  campaign: UtmValue.meta({ examples: ["spring24"] }),
  term: UtmValue.meta({ examples: ["menu"] }).optional(),
  content: UtmValue.meta({ examples: ["table-card"] }).optional(),
});
export type Utm = z.output<typeof Utm>;

const Instant = z.iso.datetime({
  offset: true,
  message: "must be an ISO 8601 date-time with a time zone (e.g. 2027-01-31T23:59:00Z)",
});

/** The smart fields, as create and update take them (null clears one on update). */
export const SmartFields = {
  validFrom: Instant.nullable()
    .optional()
    .describe("before this instant the link answers as expired (410, or fallbackUrl)"),
  expiresAt: Instant.nullable()
    .optional()
    .describe("from this instant the code is EXPIRED: fallbackUrl if set, else 410"),
  fallbackUrl: Url.nullable()
    .optional()
    .describe("where an expired or used-up code sends visitors instead of the 410 page"),
  maxScans: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1_000_000_000, "must be at most 1000000000")
    .nullable()
    .optional()
    .describe("after this many counted scans the code is EXPIRED (exact under concurrent scans)"),
  rules: z
    .array(RoutingRule)
    .max(MAX_RULES, `takes at most ${MAX_RULES} rules`)
    .nullable()
    .optional()
    .describe("ordered; the first matching rule picks the target"),
  utm: Utm.nullable()
    .optional()
    .describe(
      "utm_* parameters added to every target the code sends visitors to (targetUrl and the rules' targets, " +
        "not fallbackUrl); the target's own query is kept, and a utm_ parameter it already has wins: " +
        "https://example.com/?utm_source=mail keeps utm_source=mail and gets only the code's medium and campaign",
    ),
  password: z
    .string()
    .min(4, "must be at least 4 characters")
    .max(128, "must be at most 128 characters")
    .nullable()
    .optional()
    .describe(
      "visitors type it on a password page before the redirect; stored hashed, never answered; null removes it",
    ),
};

export type SmartInput = { [K in keyof typeof SmartFields]?: z.output<(typeof SmartFields)[K]> };

/** The same fields in answers. */
export const SmartView = z.object({
  validFrom: timestampString().nullable(),
  expiresAt: timestampString().nullable(),
  fallbackUrl: exampleString(EXAMPLES.url).nullable(),
  maxScans: z.number().int().nullable(),
  rules: z.array(RoutingRuleView).nullable(),
  utm: Utm.nullable(),
  passwordProtected: z.boolean().describe("whether the short link asks for a password"),
});

/** Rules across fields: a window that ends after it starts; smart fields only on dynamic codes. */
export function checkSmartFields(body: SmartInput, context: z.RefinementCtx, isStatic: boolean): void {
  if (isStatic) {
    for (const field of Object.keys(SmartFields) as (keyof SmartInput)[]) {
      if (body[field] !== undefined && body[field] !== null) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: "applies to DYNAMIC codes only (a STATIC code encodes its content directly)",
        });
      }
    }
  }
  if (body.validFrom && body.expiresAt && Date.parse(body.validFrom) >= Date.parse(body.expiresAt)) {
    context.addIssue({ code: "custom", path: ["expiresAt"], message: "must be after validFrom" });
  }
}
