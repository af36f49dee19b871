import { describe, expect, it } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { getDatabase } from "@/lib/db/client";
import { createHash } from "node:crypto";
import { forgetAll } from "@/lib/stats/settled-days-cache";
import { EXACT_VISITORS_UP_TO_CLICKS } from "@/lib/stats/sum-range";
import { addHash, emptySketch, encodeSketch, estimate, mergeEncoded, visitorHash } from "@/lib/stats/visitor-sketch";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { makeOwner, shiftDay, todayUtc } from "./stats-fixtures";

useTestDatabase();

// Unique users over ranges of more than EXACT_VISITORS_UP_TO_CLICKS clicks come from stored
// HyperLogLog sketches (lib/stats/visitor-sketches.ts); the documented bound is 2%.

/** Writes the rollups of `clicks` clicks on `day` by visitors `from`..`to - 1` (what a scan batch writes for them). */
async function seedDay(codeId: string, day: string, from: number, to: number, clicksEach = 2) {
  const { sql } = await getDatabase();
  await sql.query(
    `INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId") SELECT $1, $2, 'visitor-' || g FROM generate_series($3::int, $4::int - 1) g`,
    [codeId, day, from, to],
  );
  await sql.query(
    `INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count") VALUES ($1, $2, 'total', '', $3)
     ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"`,
    [codeId, day, (to - from) * clicksEach],
  );
}

describe("unique users over wide ranges", () => {
  it("the sketch's estimate stays within 2% from one visitor to a million, stored and merged, for app-made and other ids", () => {
    // The app's visitor ids: 32 hex digits of an HMAC (lib/scans/visitor-id.ts).
    const appId = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);
    for (const [n, id] of [
      [1, appId],
      [37, appId],
      [1000, appId],
      [20_000, appId],
      [250_000, appId],
      [1_000_000, appId],
      [37, String],
      [20_000, String],
      [250_000, String],
    ] as const) {
      const halves = [emptySketch(), emptySketch()];
      for (let i = 0; i < n; i++) addHash(halves[i % 2], visitorHash(id(`id-${n}-${i}`)));
      const merged = emptySketch();
      for (const half of halves) mergeEncoded(merged, encodeSketch(half));
      expect(Math.abs(estimate(merged) - n) / n, `n=${n}`).toBeLessThan(0.02);
    }
  });

  it("are estimated within 2% from stored day and month sketches, and follow a late scan to a past day", async () => {
    const { headers, codeId } = await makeOwner();
    const today = todayUtc();
    const start = shiftDay(today, -70);
    // 70 past days, 1,500 visitors a day drawn from 40,000 (so most come back on other days).
    let exact = new Set<number>();
    for (let d = 0; d < 70; d++) {
      const from = (d * 571) % 38_500;
      await seedDay(codeId, shiftDay(start, d), from, from + 1500);
      for (let v = from; v < from + 1500; v++) exact.add(v);
    }
    const query = `?startDate=${start}&endDate=${today}`;
    const stats = async () =>
      (await call(getStatsRoute, `/api/v1/qrcodes/${codeId}/stats${query}`, { headers, params: { id: codeId } })).body;
    const first = await stats();
    expect(first.totalScans).toBe(70 * 1500 * 2);
    expect(first.totalScans).toBeGreaterThan(EXACT_VISITORS_UP_TO_CLICKS);
    expect(Math.abs(first.uniqueUsers - exact.size) / exact.size).toBeLessThan(0.02);

    // Stored: whole months as one sketch, the loose days as theirs; a fresh instance reads them.
    const { sql } = await getDatabase();
    const periods = (
      await sql.query<{ period: string }>(`SELECT period FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1`, [codeId])
    ).map((row) => row.period);
    expect(periods.some((period) => period.length === 7)).toBe(true);
    expect(periods.filter((period) => period.length === 10).length).toBeGreaterThan(0);
    forgetAll();
    expect((await stats()).uniqueUsers).toBe(first.uniqueUsers);

    // 3,000 new visitors scanned 40 days ago, written late: the stale sketches are made again.
    await seedDay(codeId, shiftDay(today, -40), 100_000, 103_000);
    exact = new Set([...exact, ...Array.from({ length: 3000 }, (_, i) => 100_000 + i)]);
    forgetAll();
    const later = await stats();
    expect(later.totalScans).toBe(first.totalScans + 6000);
    expect(Math.abs(later.uniqueUsers - exact.size) / exact.size).toBeLessThan(0.02);
    expect(later.uniqueUsers).toBeGreaterThan(first.uniqueUsers + 2000);
  });
});
