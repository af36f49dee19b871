import { z } from "zod";
import { PageNumber, pageSize } from "../validation/whole-number";
import { EXAMPLES, timestampString } from "../validation/examples";
import { PaginationSchema } from "../validation/pagination";
import { storedRecordId } from "../validation/record-id";
import { addDays, daysBetween, FIRST_DAY, isDay, LAST_DAY, today } from "./utc-days";

/** Longest range of one statistics request, in days counted inclusively (a leap year). */
export const MAX_STATS_DAYS = 366;
/** The spec's default: startDate 30 days before today, endDate today (31 days, both inclusive). */
export const DEFAULT_STATS_DAYS_BACK = 30;

export { QrCodeIdParams } from "../codes/code-schemas";

const Day = z
  .string()
  .refine(isDay, `must be a calendar date written YYYY-MM-DD (UTC), from ${FIRST_DAY} to ${LAST_DAY}`)
  .meta({ format: "date" })
  .optional();

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The range fields of a statistics query, before the defaults and the range checks. */
export const StatsRangeFields = {
  startDate: Day.describe(`first day, inclusive, UTC; default ${DEFAULT_STATS_DAYS_BACK} days before today`),
  endDate: Day.describe("last day, inclusive, UTC; default today"),
};

/** The range with its defaults; an issue on the field the caller sent when it is reversed or too long. */
export function checkedRange(
  query: { startDate?: string; endDate?: string },
  context: z.RefinementCtx,
  maxDays = MAX_STATS_DAYS,
): DayRange {
  const endDate = query.endDate ?? today();
  const startDate = query.startDate ?? addDays(today(), -DEFAULT_STATS_DAYS_BACK);
  const days = daysBetween(startDate, endDate) + 1;
  // Name the field the caller sent; with both sent, the start is the one to move.
  const field = query.startDate !== undefined || query.endDate === undefined ? "startDate" : "endDate";
  if (days < 1) {
    context.addIssue({
      code: "custom",
      path: [field],
      message: `must not be after endDate (${startDate} > ${endDate})`,
    });
  } else if (days > maxDays) {
    context.addIssue({
      code: "custom",
      path: [field],
      message: `the range covers ${days} days; at most ${maxDays} are allowed`,
    });
  }
  return { startDate, endDate };
}

export const StatsQuery = z
  .object(StatsRangeFields)
  .transform((query, context): DayRange => checkedRange(query, context));

export const ScansQuery = z
  .object({
    page: PageNumber,
    size: pageSize(100, 20),
    startDate: Day.describe("first day, inclusive, UTC; default: no lower bound"),
    endDate: Day.describe("last day, inclusive, UTC; default: no upper bound"),
  })
  .superRefine((query, context) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      context.addIssue({
        code: "custom",
        path: ["startDate"],
        message: `must not be after endDate (${query.startDate} > ${query.endDate})`,
      });
    }
  });
export type ScansQueryInput = z.infer<typeof ScansQuery>;

/** The scans export: the same optional bounds as the scan list, without paging. */
export const ScansCsvQuery = z
  .object({ startDate: ScansQuery.shape.startDate, endDate: ScansQuery.shape.endDate })
  .superRefine((query, context) => {
    if (query.startDate && query.endDate && query.startDate > query.endDate) {
      context.addIssue({
        code: "custom",
        path: ["startDate"],
        message: `must not be after endDate (${query.startDate} > ${query.endDate})`,
      });
    }
  });
export type DayBounds = z.infer<typeof ScansCsvQuery>;

const Count = z.number().int().min(0);

export const StatisticsSchema = z
  .object({
    totalScans: Count.describe("clicks (followed short links) in the range"),
    uniqueUsers: Count.describe("distinct visitors among those clicks"),
    deviceBreakdown: z.record(z.string(), Count).describe("clicks by device: always mobile, desktop, tablet and other"),
    dailyScans: z
      .array(z.object({ date: z.string().meta({ examples: [EXAMPLES.date] }), count: Count }))
      .describe("every day of the range, ascending, zeros included"),
    topBrowsers: z.array(z.object({ browser: z.string(), count: Count })).describe("at most 10, by count then name"),
    topOS: z.array(z.object({ os: z.string(), count: Count })).describe("at most 10, by count then name"),
    geoData: z
      .array(z.object({ country: z.string(), region: z.string(), city: z.string(), count: Count }))
      .describe("at most 50 places, by count then country, region, city"),
    countries: z
      .array(z.object({ country: z.string(), count: Count }))
      .describe(
        "extension: scans by country (ISO 3166-1 alpha-2, or Unknown), every country of the range, by count then code",
      ),
    topDestinations: z
      .array(z.object({ destination: z.string(), count: Count }))
      .describe(
        "codes with routing rules: scans by the destination that served them (A/B and rule targets), at most 20, by count then URL; empty otherwise",
      ),
    impressions: Count.describe("extension: views of the code's public image in the range; not scans"),
    filtered: z
      .object({
        total: Count.describe("all clicks not counted, whatever the reason"),
        bot: Count.describe("crawlers and monitors"),
        preview: Count.describe(
          "link-preview fetchers (chat apps, social networks) and mail security scanners opening a shared link",
        ),
        repeat: Count.describe(
          "the same visitor on the same code beyond the repeat limit (SCAN_REPEAT_LIMIT per SCAN_REPEAT_WINDOW_SECONDS)",
        ),
      })
      .describe(
        "extension: clicks answered with the redirect but not counted as scans (not in totalScans or any breakdown), by reason",
      ),
    filteredImpressions: Count.describe(
      "extension: views of the public image not counted (bots, previews and repeats)",
    ),
  })
  .meta({ id: "Statistics" });
export type Statistics = z.infer<typeof StatisticsSchema>;

export const ScanEventSchema = z
  .object({
    id: storedRecordId(),
    eventType: z.enum(["click", "impression"]),
    device: z.string(),
    os: z.string(),
    browser: z.string(),
    country: z.string(),
    region: z.string(),
    city: z.string(),
    destination: z
      .string()
      .nullable()
      .describe("codes with routing rules: the destination that served (before UTM); null otherwise"),
    timestamp: timestampString("ISO 8601, UTC"),
  })
  .meta({ id: "ScanEvent" });

export const ScanPageSchema = z
  .object({
    data: z.array(ScanEventSchema),
    pagination: PaginationSchema,
  })
  .meta({ id: "ScanPage" });
