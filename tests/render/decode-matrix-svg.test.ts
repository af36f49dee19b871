import { describe, expect, it } from "vitest";
import { CATEGORIES, expectedCount, runMatrix } from "./decode-matrix";

describe("every template scans as SVG", () => {
  it.each(CATEGORIES)(
    "decodes %s templates × ECC L/M/Q/H × logo/frame variants",
    async (category) => {
      const { failures, zxingOnly, count } = await runMatrix("svg", category);
      expect(count).toBe(expectedCount(category));
      expect(failures).toEqual([]);
      // jsQR is the stricter reader (it also scores finders along their diagonals); templates must
      // satisfy it, not only @zxing/library.
      expect(zxingOnly).toEqual([]);
    },
    600_000,
  );
});
