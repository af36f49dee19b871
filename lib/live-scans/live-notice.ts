import { z } from "zod";
import { FILTER_REASONS } from "../scans/scan-record";
import { storedRecordId } from "../validation/record-id";

/** The NOTIFY channel the scan writer announces watched workspaces' scans on (lib/scans/write-scan-batch.ts). */
export const LIVE_SCANS_CHANNEL = "codebeam_live_scans";

/** A counted scan as a live stream sends it: no visitor id, no IP. */
export const LiveScanSchema = z
  .object({
    id: storedRecordId(),
    qrCodeId: storedRecordId(),
    createdAt: z.iso.datetime(),
    eventType: z.enum(["click", "impression"]),
    device: z.string(),
    os: z.string(),
    browser: z.string(),
    country: z.string(),
    region: z.string(),
    city: z.string(),
  })
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
