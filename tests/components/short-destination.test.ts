import { describe, expect, it } from "vitest";
import { shortDestination } from "@/components/codes/short-destination";
import { tagHue } from "@/components/codes/tag-color";
import { paletteCommands } from "@/components/dashboard/palette-commands";

describe("the codes list's destination, tag colours and palette commands", () => {
  it("shortens a destination to its domain (no www.) and a path cut to the limit", () => {
    expect(shortDestination("https://www.cafe.example/")).toEqual({ domain: "cafe.example", rest: "" });
    expect(shortDestination("https://cafe.example/menu?lang=en")).toEqual({
      domain: "cafe.example",
      rest: "/menu?lang=en",
    });
    expect(shortDestination(`https://cafe.example/${"a".repeat(40)}`, 10)).toEqual({
      domain: "cafe.example",
      rest: "/aaaaaaaa…",
    });
    expect(shortDestination("Thanks for visiting")).toBeNull();
    expect(shortDestination("javascript:alert(1)")).toBeNull();
  });

  it("gives a tag the same colour every time, and tags different colours", () => {
    expect(tagHue("print")).toBe(tagHue("print"));
    const hues = new Set(["print", "café", "summer", "window", "menu", "lobby"].map(tagHue));
    expect(hues.size).toBeGreaterThan(2);
  });

  it("offers matching pages and actions, then the codes found with their links", () => {
    expect(paletteCommands("webh", []).map((command) => command.label)).toEqual(["Go to Webhooks"]);
    const found = paletteCommands("menu", [
      { id: "c1", name: "Menu", shortLink: "https://x.example/s/abc" },
      { id: "c2", name: null },
    ]);
    expect(found.map((command) => [command.label, command.href ?? command.copy])).toEqual([
      ["Open Menu", "/dashboard/codes/c1"],
      ["Copy link of Menu", "https://x.example/s/abc"],
      ["Open Untitled code", "/dashboard/codes/c2"],
    ]);
  });
});
