import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/components/auth/safe-callback";

describe("sign-in return address", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeCallbackUrl("/dashboard/codes/abc?created=1")).toBe("/dashboard/codes/abc?created=1");
  });

  it("never leaves the site", () => {
    expect(safeCallbackUrl("//evil.example/x")).not.toContain("evil.example");
    expect(safeCallbackUrl("https://evil.example/x")).not.toContain("evil.example");
    expect(safeCallbackUrl("javascript:alert(1)")).not.toMatch(/^javascript:/);
  });

  it("falls back to the dashboard for nothing or the sign-in page itself", () => {
    expect(safeCallbackUrl(undefined)).toBe("/dashboard");
    expect(safeCallbackUrl("/signin?callbackUrl=/x")).toBe("/dashboard");
  });
});
