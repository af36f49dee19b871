import { z } from "zod";
import { FILTER_REASONS } from "../scans/scan-record";
import { ScanEventSchema } from "../stats/stats-schemas";
import { storedRecordId } from "../validation/record-id";

/** A counted scan as a live stream sends it: no visitor id, no IP. */
export const LiveScanSchema = ScanEventSchema.pick({
  id: true,
  eventType: true,
  device: true,
  os: true,
  browser: true,
  country: true,
  region: true,
  city: true,
})
  .extend({ qrCodeId: storedRecordId(), createdAt: z.iso.datetime() })
  .meta({ id: "LiveScan" });

/** Requests of one code answered but not counted (bots, link previews, repeats), by class only. */
export const FilteredNoticeSchema = z
  .object({
    qrCodeId: storedRecordId(),
    eventType: z.enum(["click", "impression"]),
    reason: z.enum(FILTER_REASONS),
    count: z.number().int().min(1),
  })
  .meta({ id: "LiveFiltered" });

export type LiveScan = z.infer<typeof LiveScanSchema>;
export type FilteredNotice = z.infer<typeof FilteredNoticeSchema>;

const NoticeSchema = z.union([
  z.object({ accountId: z.string(), scan: LiveScanSchema }),
  z.object({ accountId: z.string(), filtered: FilteredNoticeSchema }),
]);
export type LiveNotice = z.infer<typeof NoticeSchema>;

/** A notice from the channel, or undefined for anything else (a newer server's shape, say). */
export function parseLiveNotice(payload: string): LiveNotice | undefined {
  try {
    const parsed = NoticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
