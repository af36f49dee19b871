// The file-backed reader of lib/scans/geo-database.ts against mmdb-lib's reader of the whole file in
// memory: the same record for every address, whichever tree blocks its few slots hold.
import fs from "node:fs";
import fc from "fast-check";
import { Reader } from "mmdb-lib";
import { afterAll, describe, expect, it } from "vitest";
import { openGeoDatabase } from "@/lib/scans/geo-database";
import { databaseFile } from "@/lib/scans/lookup-geo";

const hex = (value: number) => value.toString(16);
// Random IPv6 addresses are nearly all unallocated: most of these start in allocated ranges.
const ipV6 = fc.oneof(
  fc.ipV6(),
  fc
    .tuple(
      fc.constantFrom(0x2001, 0x2400, 0x2600, 0x2a00, 0x2c0f, 0x2803),
      fc.array(fc.nat(0xffff), { minLength: 7, maxLength: 7 }),
    )
    .map(([first, rest]) => [first, ...rest].map(hex).join(":")),
);

describe.each([
  [4, fc.ipV4()],
  [6, ipV6],
] as const)("the IPv%i database read from disk", (version, addresses) => {
  const file = databaseFile(version);
  const whole = new Reader(fs.readFileSync(file));
  // Three slots: nearly every lookup reads blocks in, and evicts what the last one read.
  const fromDisk = openGeoDatabase(file, 3);
  afterAll(() => fromDisk.close());

  it("answers what the whole file in memory answers", () => {
    fc.assert(
      fc.property(addresses, (address) => {
        expect(fromDisk.get(address)).toEqual(whole.get(address));
      }),
      { numRuns: 3_000 },
    );
    const found = ["81.2.69.142", "8.8.8.8", "2001:4860:4860::8888"].filter(
      (one) => one.includes(":") === (version === 6),
    );
    for (const address of found) expect(fromDisk.get(address)).toEqual(whole.get(address));
    expect(found.every((address) => fromDisk.get(address) !== null)).toBe(true);
  });

  it("answers null for the other family's addresses", () => {
    expect(fromDisk.get(version === 4 ? "2001:4860:4860::8888" : "8.8.8.8")).toBeNull();
  });
});
