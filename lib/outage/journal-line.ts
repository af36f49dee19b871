import { z } from "zod";
import { FILTER_REASONS, type FilteredScan, type ScanRecord } from "../scans/scan-record";

/** What the journal keeps: a scan as the writer would commit it, or a filtered request's count. */
export type JournalItem = { scan: ScanRecord } | { filtered: FilteredScan };

const instant = z.iso.datetime().transform((text) => new Date(text));
const text = z.string().max(4096);

// A line is read back by this process or a later one (another version, after an upgrade): checked
// field by field, so a line that does not fit is skipped and logged, never half-applied.
const ScanLine = z.object({
  scan: z.object({
    id: text,
    eventType: z.enum(["click", "impression"]),
    device: z.enum(["mobile", "desktop", "tablet", "other"]),
    os: text,
    browser: text,
    country: text,
    region: text,
    city: text,
    visitorId: text,
    createdAt: instant,
    qrCode: z.object({ id: text, accountId: text, name: text.nullable(), shortLink: text }),
    destination: text.optional(),
    ruleIndex: z.number().int().nullable().optional(),
  }),
});
const FilteredLine = z.object({
  filtered: z.object({
    eventType: z.enum(["click", "impression"]),
    reason: z.enum(FILTER_REASONS),
    qrCodeId: text,
    accountId: text,
    createdAt: instant,
  }),
});
const Line = z.union([ScanLine, FilteredLine]);

export const journalLine = (item: JournalItem): string => `${JSON.stringify(item)}\n`;

/** The entry on a line, or null (logged) when the line is not one. */
export function parseJournalLine(line: string): JournalItem | null {
  try {
    const parsed = Line.safeParse(JSON.parse(line));
    if (parsed.success) return parsed.data as JournalItem;
  } catch {}
  console.error(`[journal] skipped a line that is not a journal entry (${line.length} characters)`);
  return null;
}
