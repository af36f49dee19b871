import { z } from "zod";
import { Tag } from "../codes/tag-schemas";
import { recordId, storedRecordId } from "../validation/record-id";
import { checkedRange, type DayRange, StatisticsSchema, StatsRangeFields } from "./stats-schemas";

/** Longest range a country or device filter may cover: those are answered from raw scan events. */
export const MAX_EVENT_STATS_DAYS = 92;
/** How many codes the `codes` list keeps. */
export const TOP_CODES = 20;
export const DEVICES = ["mobile", "desktop", "tablet", "other"] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const TimeZone = z
  .string()
  .max(64, "must be at most 64 characters")
  .refine(isTimeZone, "is not an IANA time zone name (for example Europe/Berlin)")
  .meta({ examples: ["Europe/Berlin"] });

const Country = z
  .string()
  .regex(/^([A-Za-z]{2}|Unknown)$/, "must be an ISO 3166-1 alpha-2 country code (for example DE) or Unknown")
  .meta({ examples: ["DE"] })
  .transform((country) => (country === "Unknown" ? country : country.toUpperCase()));

export interface WorkspaceFilters {
  tag?: string;
  country?: string;
  device?: (typeof DEVICES)[number];
  codeId?: string;
}

export interface WorkspaceStatsQueryInput extends DayRange, WorkspaceFilters {
  tz: string;
}

/** One filter schema for every workspace statistics reading: the range, the time zone and the four filters. */
export const WorkspaceStatsQuery = z
  .object({
    ...StatsRangeFields,
    tz: TimeZone.optional().describe("IANA time zone of `hourlyScans`; default UTC"),
    tag: Tag.optional().describe("only codes carrying this tag"),
    country: Country.optional().describe("only scans from this country (ISO 3166-1 alpha-2, or Unknown)"),
    device: z.enum(DEVICES).optional().describe("only scans from this kind of device"),
    codeId: recordId("QR code").optional().describe("only this code (another account's code answers 404)"),
  })
  .transform((query, context): WorkspaceStatsQueryInput => {
    const byEvents = query.country !== undefined || query.device !== undefined;
    const range = checkedRange(query, context);
    if (byEvents && context.issues.length === 0) checkedRange(query, context, MAX_EVENT_STATS_DAYS);
    const { startDate: _start, endDate: _end, tz, ...filters } = query;
    return { ...range, tz: tz ?? "UTC", ...filters };
  });

const Count = z.number().int().min(0);
const base = StatisticsSchema.shape;

export const WorkspaceStatisticsSchema = z
  .object({
    ...base,
    filtered: base.filtered
      .nullable()
      .describe(
        "as for one code, from the rollups; null when a country or device filter applies (not recorded per scan)",
      ),
    filteredImpressions: base.filteredImpressions
      .nullable()
      .describe("as `filtered`: null with a country or device filter"),
    codes: z
      .array(z.object({ id: storedRecordId(), name: z.string().nullable(), count: Count }))
      .describe(`the codes with the most scans in the range, at most ${TOP_CODES}, by count then id`),
    hourlyScans: z
      .array(
        z.object({
          hour: z
            .string()
            .meta({ examples: ["2026-11-26T14:00"] })
            .describe("start of the hour, local time in `tz`"),
          count: Count,
        }),
      )
      .nullable()
      .describe(
        "one-day ranges only (null otherwise): the day's scans per hour of `tz`, from raw scan events; the first and last hour can be partial when `tz` is not a whole number of hours from UTC",
      ),
    timeZone: z.string().describe("the `tz` the hours are written in"),
    source: z
      .enum(["rollups", "events"])
      .describe(
        "`rollups`: daily rollups (any range up to a year, unaffected by retention); `events`: raw scan events (country or device filter)",
      ),
  })
  .meta({ id: "WorkspaceStatistics" });
export type WorkspaceStatistics = z.infer<typeof WorkspaceStatisticsSchema>;
