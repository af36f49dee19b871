import { describe, expect, it } from "vitest";
import { formatShare } from "@/components/ui/format";

describe("a share of scans", () => {
  it("never rounds a count to nothing or to everything", () => {
    expect([formatShare(1, 305), formatShare(304, 305), formatShare(305, 305), formatShare(0, 305)]).toEqual([
      "<1%",
      ">99%",
      "100%",
      "0%",
    ]);
    expect([
      formatShare(1, 3),
      formatShare(2, 3),
      formatShare(1, 100),
      formatShare(99, 100),
      formatShare(5, 0),
    ]).toEqual(["33%", "67%", "1%", "99%", "0%"]);
  });
});
