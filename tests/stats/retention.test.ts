import { describe, expect, it } from "vitest";
import { GET as getScansRoute } from "@/app/api/v1/qrcodes/[id]/scans/route";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { getDatabase } from "@/lib/db/client";
import { purgeOldScans } from "@/lib/scans/scan-partitions";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { seedScans } from "./seed-scans";
import { makeOwner, shiftDay, todayUtc } from "./stats-fixtures";

useTestDatabase();

// SCAN_RETENTION_DAYS: raw events past the retention go (a whole calendar month at a time, see
// tests/scans/scan-partitions.test.ts); statistics, read from rollups, stay exact.
describe("scan retention", () => {
  it("purges raw scan events older than the retention and keeps every statistic of those days", async () => {
    const { headers, codeId } = await makeOwner();
    const today = todayUtc();
    const at = (daysBack: number, hour: number) =>
      new Date(`${shiftDay(today, -daysBack)}T${String(hour).padStart(2, "0")}:00:00Z`);
    await seedScans(codeId, [
      // 70 to 74 days back: in a month that ended more than 30 days ago, whatever today is.
      ...Array.from({ length: 30 }, (_, i) => ({
        at: at(70 + (i % 5), i % 24),
        visitorId: `old-${i % 7}`,
        country: i % 2 ? "DE" : "FR",
      })),
      ...Array.from({ length: 12 }, (_, i) => ({ at: at(i % 3, 1), visitorId: `new-${i % 4}`, device: "desktop" })),
    ]);
    const range = `?startDate=${shiftDay(today, -90)}&endDate=${today}`;
    const stats = () =>
      call(getStatsRoute, `/api/v1/qrcodes/${codeId}/stats${range}`, { headers, params: { id: codeId } });
    const scans = () =>
      call(getScansRoute, `/api/v1/qrcodes/${codeId}/scans${range}&size=100`, { headers, params: { id: codeId } });
    const before = (await stats()).body;
    expect(before).toMatchObject({ totalScans: 42, uniqueUsers: expect.any(Number) });
    expect((await scans()).body.pagination.total).toBe(42);

    expect(await purgeOldScans((await getDatabase()).sql, 30)).toBe(30);
    expect((await stats()).body).toEqual(before);
    const left = (await scans()).body;
    expect(left.pagination.total).toBe(12);
    expect(
      left.data.every((scan: { timestamp: string }) => Date.parse(scan.timestamp) > Date.now() - 30 * 86_400_000),
    ).toBe(true);

    expect(await purgeOldScans((await getDatabase()).sql, 0)).toBe(0); // 0 keeps everything
    expect((await scans()).body.pagination.total).toBe(12);
  });
});
