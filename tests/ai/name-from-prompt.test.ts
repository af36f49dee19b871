import { describe, expect, it } from "vitest";
import { nameFromPrompt } from "@/lib/ai/name-from-prompt";

describe("an AI code's name from its prompt", () => {
  it("keeps a short prompt whole, capitalised and on one line", () => {
    expect(nameFromPrompt("  harbour at\n dusk ")).toBe("Harbour at dusk");
  });

  it("cuts a long prompt at a word near 60 characters", () => {
    expect(nameFromPrompt("soft watercolour landscape, rolling hills at dawn, pastel palette, paper texture")).toBe(
      "Soft watercolour landscape, rolling hills at dawn, pastel…",
    );
    expect(nameFromPrompt("x".repeat(100))).toBe(`${"X"}${"x".repeat(59)}…`);
  });
});
