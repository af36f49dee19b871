import { describe, expect, it } from "vitest";
import {
  createLinkFields,
  initialLink,
  linkPreview,
  shortCodeOf,
  slugProblem,
  updateLinkFields,
} from "@/components/codes/link-preview";
import { codesCount, usableDomains } from "@/components/domains/domain-types";
import { readApiError } from "@/components/ui/api-error";
import { copyMessage } from "@/components/ui/copy-button";

const BASE = "https://codebeam.example/s";
const choices = {
  base: BASE,
  domains: [
    { hostname: "go.brand.com", isDefault: false },
    { hostname: "bücher.example", isDefault: true },
  ],
};

describe("the code editor's link: domain, slug and the link they make", () => {
  it("preselects the default domain, else the install's base", () => {
    expect(initialLink(choices)).toEqual({ domain: "bücher.example", slug: "" });
    expect(initialLink({ base: BASE, domains: [{ hostname: "go.brand.com", isDefault: false }] })).toEqual({
      domain: "",
      slug: "",
    });
  });

  it("previews <scheme>://<hostname>/<slug>, or the short code under the base", () => {
    expect(linkPreview({ domain: "go.brand.com", slug: "menu" }, BASE)).toBe("https://go.brand.com/menu");
    expect(linkPreview({ domain: "go.brand.com", slug: " " }, BASE)).toBe("https://go.brand.com/…");
    expect(linkPreview({ domain: "go.brand.com", slug: "" }, BASE, "aB3xY9q")).toBe("https://go.brand.com/aB3xY9q");
    expect(linkPreview({ domain: "", slug: "menu" }, BASE, "aB3xY9q")).toBe(`${BASE}/aB3xY9q`);
    expect(linkPreview({ domain: "", slug: "" }, BASE)).toBe(`${BASE}/…`);
    // The install's own scheme, as the server builds branded links.
    expect(linkPreview({ domain: "go.brand.com", slug: "menu" }, "http://127.0.0.1:3000/s")).toBe(
      "http://go.brand.com/menu",
    );
  });

  it("says what is wrong with a slug before the server does", () => {
    expect(slugProblem("")).toBeNull();
    expect(slugProblem("Menu_2026-spring")).toBeNull();
    expect(slugProblem("-menu")).toMatch(/starting with a letter or digit/);
    expect(slugProblem("menu/lunch")).toMatch(/letters, digits/);
    expect(slugProblem("a".repeat(65))).toMatch(/at most 64/);
  });

  it("sends no domain when the default is kept, null for the install's base, a slug only on a domain", () => {
    expect(createLinkFields({ domain: "bücher.example", slug: "" }, choices)).toEqual({});
    expect(createLinkFields({ domain: "go.brand.com", slug: " menu " }, choices)).toEqual({
      domain: "go.brand.com",
      slug: "menu",
    });
    expect(createLinkFields({ domain: "", slug: "menu" }, choices)).toEqual({ domain: null });
    const noDefault = { base: BASE, domains: [{ hostname: "go.brand.com", isDefault: false }] };
    expect(createLinkFields({ domain: "", slug: "" }, noDefault)).toEqual({});
  });

  it("patches only what moved", () => {
    const current = { domain: "go.brand.com", slug: "menu" };
    expect(updateLinkFields(current, current)).toEqual({});
    expect(updateLinkFields(current, { domain: "go.brand.com", slug: "lunch" })).toEqual({ slug: "lunch" });
    expect(updateLinkFields(current, { domain: "bücher.example", slug: "menu" })).toEqual({
      domain: "bücher.example",
      slug: "menu",
    });
    expect(updateLinkFields(current, { domain: "", slug: "menu" })).toEqual({ domain: null });
    expect(updateLinkFields({ domain: "", slug: "" }, { domain: "go.brand.com", slug: "" })).toEqual({
      domain: "go.brand.com",
    });
  });

  it("reads the short code from a link that shows it", () => {
    expect(shortCodeOf({ shortLink: `${BASE}/aB3xY9q`, slug: null })).toBe("aB3xY9q");
    expect(shortCodeOf({ shortLink: "https://go.brand.com/menu", slug: "menu" })).toBeUndefined();
    expect(shortCodeOf({})).toBeUndefined();
  });
});

describe("the Domains page's helpers", () => {
  it("offers verified and failing domains to codes, not pending ones", () => {
    const domains = [{ status: "PENDING" }, { status: "VERIFIED" }, { status: "FAILING" }] as const;
    expect(usableDomains(domains).map((domain) => domain.status)).toEqual(["VERIFIED", "FAILING"]);
    expect(codesCount(1)).toBe("1 code");
    expect(codesCount(3)).toBe("3 codes");
  });

  it("keeps the API's error code, so DOMAIN_IN_USE can offer to expire the codes", async () => {
    const body = { error: "Conflict", code: "DOMAIN_IN_USE", message: "3 live codes use go.brand.com." };
    const read = await readApiError(new Response(JSON.stringify(body), { status: 409 }));
    expect(read).toMatchObject({ code: "DOMAIN_IN_USE", message: body.message });
  });

  it("says whether a copy worked, and how to copy by hand when it did not", () => {
    expect(copyMessage("copied", "value")).toBe("Copied to the clipboard.");
    expect(copyMessage("failed", "value")).toBe("Copying failed; select the value and copy it by hand.");
    expect(copyMessage("idle", "value")).toBe("");
  });
});
