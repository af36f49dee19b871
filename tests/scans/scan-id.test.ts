import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scanIdAt } from "@/lib/scans/scan-id";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// Scans are recorded from 1970 (imports of old visits) to far ahead.
const times = fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) });

describe("scanIdAt", () => {
  it("is a UUIDv7 whose first 48 bits are the scan's time", () => {
    fc.assert(
      fc.property(times, (ms) => {
        const id = scanIdAt(new Date(ms));
        expect(id).toMatch(UUID_V7);
        expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(ms);
      }),
    );
  });

  it("orders ids by time, so new keys go to the end of ScanEvent's primary key", () => {
    fc.assert(
      fc.property(times, times, (a, b) => {
        fc.pre(a !== b);
        expect(scanIdAt(new Date(a)) < scanIdAt(new Date(b))).toBe(a < b);
      }),
    );
  });

  it("keeps 74 random bits: ids of the same millisecond differ", () => {
    const at = new Date();
    const ids = new Set(Array.from({ length: 10_000 }, () => scanIdAt(at)));
    expect(ids.size).toBe(10_000);
  });
});
