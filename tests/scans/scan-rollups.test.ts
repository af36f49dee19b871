import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLLUP, geoValue } from "@/lib/scans/rollup-dimensions";
import type { ScanRecord } from "@/lib/scans/scan-record";
import { writeScanBatch } from "@/lib/scans/write-scan-batch";
import { useTestDatabase } from "../helpers/database";
import { makeCode } from "../short-links/short-link-harness";

// The batch groups alike scans before counting their rollups: whatever the mix, the rows must be
// what counting each scan's dimensions one by one gives.
const database = useTestDatabase();

// Each field mostly takes one value, so many scans share a group and many differ from it by one field.
const mostly = <T>(common: T, ...rare: T[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(common) },
    ...rare.map((value) => ({ weight: 1, arbitrary: fc.constant(value) })),
  );

const scanOf = fc.record({
  code: mostly(0, 1),
  eventType: mostly<"click" | "impression">("click", "impression"),
  device: mostly<"mobile" | "desktop">("mobile", "desktop"),
  os: mostly("iOS", "Android", ""),
  browser: mostly("Safari", "Chrome"),
  country: mostly("FR", "GB"),
  region: mostly("Île-de-France", ""),
  city: mostly("Paris", ""),
  destination: mostly<string | undefined>(undefined, "", "https://a.example/"),
  // From 23:00 UTC, three hours: two days, three hours.
  minutes: fc.nat({ max: 179 }),
});

function expected(scans: ScanRecord[]): string[] {
  const counts = new Map<string, number>();
  const add = (scan: ScanRecord, dimension: string, value: string) => {
    const key = `${scan.qrCode.id} ${scan.createdAt.toISOString().slice(0, 10)} ${dimension} ${value}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const scan of scans) {
    add(scan, ROLLUP.hour, scan.createdAt.toISOString().slice(11, 13));
    if (scan.eventType === "impression") {
      add(scan, ROLLUP.impression, "");
      continue;
    }
    add(scan, ROLLUP.total, "");
    add(scan, ROLLUP.device, scan.device);
    add(scan, ROLLUP.os, scan.os);
    add(scan, ROLLUP.browser, scan.browser);
    add(scan, ROLLUP.geo, geoValue(scan.country, scan.region, scan.city));
    if (scan.destination !== undefined) add(scan, ROLLUP.destination, scan.destination);
  }
  return [...counts].map(([key, n]) => `${key} ${n}`).sort();
}

describe("a scan batch's rollups", () => {
  it("equal each scan's dimensions counted one by one", async () => {
    const db = database.current();
    await fc.assert(
      fc.asyncProperty(fc.array(scanOf, { minLength: 1, maxLength: 120 }), async (drawn) => {
        const codes = [await makeCode(db), await makeCode(db)];
        const start = Date.UTC(2026, 2, 1, 23);
        const scans: ScanRecord[] = drawn.map(({ code, minutes, ...fields }) => ({
          ...fields,
          id: randomUUID(),
          visitorId: "v",
          createdAt: new Date(start + minutes * 60_000),
          qrCode: { id: codes[code].id, accountId: codes[code].accountId, name: null, shortLink: "x" },
        }));
        await writeScanBatch(db.sql, scans);
        const rows = await db.prisma.scanDailyCount.findMany({
          where: { qrCodeId: { in: codes.map((code) => code.id) } },
        });
        const written = rows.map((row) => `${row.qrCodeId} ${row.day} ${row.dimension} ${row.value} ${row.count}`);
        expect(written.sort()).toEqual(expected(scans));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
