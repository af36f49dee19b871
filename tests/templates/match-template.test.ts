import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { contentKeywords } from "@/lib/templates/content-keywords";
import { matchTemplate } from "@/lib/templates/match-template";
import { keywordKey, singular } from "@/lib/templates/normalize-keyword";

const URL_CONTENT = "https://example.org/x7";

describe("matchTemplate ranking", () => {
  it.each([
    // [case, input, templateUsed, matchedKeywords]
    ["templateId wins over keywords", { templateId: "event-ticket", keywords: ["menu"] }, "event-ticket", []],
    ["templateId is trimmed", { templateId: "  menu-bistro " }, "menu-bistro", []],
    ["exact tag", { keywords: ["menu"] }, "menu-bistro", ["menu"]],
    ["case and whitespace ignored", { keywords: ["  MENU  "] }, "menu-bistro", ["menu"]],
    ["plural form", { keywords: ["menus"] }, "menu-bistro", ["menus"]],
    ["plural -ies", { keywords: ["parties"] }, "event-party-neon", ["parties"]],
    ["hyphen and space forms meet", { keywords: ["Wi-Fi"] }, "wifi-minimal", ["wi-fi"]],
    ["multi-word tag", { keywords: ["business cards"] }, "business-card-navy", ["business cards"]],
    ["accents removed", { keywords: ["Café"] }, "food-cafe-latte", ["café"]],
    ["synonym", { keywords: ["insta"] }, "social-sunset-gradient", ["insta"]],
    ["synonym to a tag", { keywords: ["espresso"] }, "food-cafe-latte", ["espresso"]],
    [
      "more matched keywords win",
      { keywords: ["coffee", "music", "playlist"] },
      "social-music-pulse",
      ["music", "playlist"],
    ],
    ["exact beats synonym", { keywords: ["restaurant", "pizza"] }, "menu-bistro", ["restaurant"]],
    ["a tie keeps catalog order", { keywords: ["social"] }, "social-sunset-gradient", ["social"]],
    ["duplicates count once", { keywords: ["menu", "Menus", "MENU"] }, "menu-bistro", ["menu"]],
    ["category name scores when no tag does", { keywords: ["utility"] }, "wifi-minimal", ["utility"]],
    [
      "unknown keywords fall back to the content",
      { keywords: ["zzz"], content: "https://www.instagram.com/codebeam" },
      "social-sunset-gradient",
      ["instagram"],
    ],
    ["domain without a scheme", { content: "instagram.com/x" }, "social-sunset-gradient", ["instagram"]],
    ["short domain through a synonym", { content: "https://youtu.be/dQw4w9WgXcQ" }, "social-play-red", ["youtu"]],
    [
      "sub-domain label",
      { content: "https://open.spotify.com/playlist/37i9dQZF1DX" },
      "social-music-pulse",
      ["spotify", "playlist"],
    ],
    ["path words help", { content: "https://lapetitetable.fr/menu" }, "menu-bistro", ["menu"]],
    [
      "domain outweighs a path word",
      { content: "https://instagram.com/p/menu" },
      "social-sunset-gradient",
      ["instagram"],
    ],
    ["Wi-Fi payload", { content: "WIFI:T:WPA;S:Home;P:secret;;" }, "wifi-minimal", ["wifi"]],
    [
      "vCard payload",
      { content: "BEGIN:VCARD\nVERSION:3.0\nFN:Ada\nEND:VCARD" },
      "business-card-navy",
      ["vcard", "contact"],
    ],
    ["mailto", { content: "mailto:hi@example.com" }, "utility-envelope", ["email"]],
    ["tel", { content: "tel:+441234567" }, "utility-call-now", ["phone"]],
    // Bug 8: a frame that asks for an action (call, email, join Wi-Fi) only for that kind of content.
    [
      "a manual whose path says support gets no Call us frame",
      { content: "https://example.com/support/manual.pdf" },
      "retail-product-label",
      ["manual"],
    ],
    ["a newsletter page is no e-mail", { content: "https://example.com/newsletter" }, "default", []],
    ["a hotspot page is no Wi-Fi code", { content: "https://example.com/hotspot" }, "default", []],
    [
      "asked for by keyword, a call frame is fine",
      { keywords: ["hotline"], content: "https://example.com/support" },
      "utility-call-now",
      ["hotline"],
    ],
    ["nothing matches: default", { keywords: ["qwerty"], content: "hello world" }, "default", []],
    ["no input: default", {}, "default", []],
    ["empty templateId is ignored", { templateId: "", keywords: ["ticket"] }, "event-ticket", ["ticket"]],
  ])("%s", (_case, input, templateUsed, matchedKeywords) => {
    const match = matchTemplate({ content: URL_CONTENT, ...input });
    expect(match.templateUsed).toBe(templateUsed);
    expect(match.template.id).toBe(templateUsed);
    expect(match.matchedKeywords).toEqual(matchedKeywords);
  });

  it("refuses an unknown templateId as a 400 on templateId", () => {
    let error: unknown;
    try {
      matchTemplate({ content: URL_CONTENT, templateId: "nope" });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).details).toEqual([
      { field: "templateId", message: expect.stringContaining("unknown template 'nope'") },
    ]);
  });

  it("gives the same answer whatever the keyword order for a tie", () => {
    const a = matchTemplate({ content: URL_CONTENT, keywords: ["wedding", "party"] });
    const b = matchTemplate({ content: URL_CONTENT, keywords: ["party", "wedding"] });
    expect(a.templateUsed).toBe(b.templateUsed);
  });
});

describe("keyword helpers", () => {
  it.each([
    ["menus", "menu"],
    ["parties", "party"],
    ["boxes", "box"],
    ["glasses", "glass"],
    ["news", "news"],
    ["bus", "bus"],
    ["analytics", "analytics"],
  ])("singular(%s) = %s", (word, expected) => {
    expect(singular(word)).toBe(expected);
  });

  it("gives Wi-Fi, wifi and WiFis one key", () => {
    expect(new Set(["Wi-Fi", "wifi", " WiFis "].map(keywordKey))).toEqual(new Set(["wifi"]));
  });

  it("reads no keywords from plain text", () => {
    expect(contentKeywords("just some words")).toEqual([]);
  });
});
