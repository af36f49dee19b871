import { describe, expect, it } from "vitest";
import { checkDesignPrint } from "@/lib/print/check-design-print";
import { decodeLogo } from "@/lib/render/decode-logo";
import { QrStyle } from "@/lib/render/style-schema";
import { useTestDatabase } from "../helpers/database";
import { makeTestLogo } from "../render/test-logo";
import { codesOf, publicCheck } from "./print-calls";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

const CONTENT = "https://example.com/menu";
const CLEAN = { content: CONTENT, templateId: "default", widthMm: 30, distanceM: 0.3, dpi: 300 };

describe("GET /api/v1/qrcode/print-check: each warning from a design built to trigger it", () => {
  it("passes a plain code at 30 mm read from 0.3 m, with every figure of the check", async () => {
    const { status, body } = await publicCheck(CLEAN);
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      version: 2,
      modules: 25,
      moduleMm: 0.909,
      minWidthMm: 30,
      maxDistanceM: 0.3,
      quietZoneModules: 4,
      contrastRatio: 21,
      logoAreaPercent: 0,
      errorCorrectionLevel: "M",
      warnings: [],
    });
  });

  it("TOO_SMALL_FOR_DISTANCE: 30 mm read from 2 m, and the width that would do", async () => {
    const { body } = await publicCheck({ ...CLEAN, distanceM: 2 });
    expect(body.ok).toBe(false);
    expect(codesOf(body)).toEqual(["TOO_SMALL_FOR_DISTANCE"]);
    expect(body.minWidthMm).toBe(200);
    expect(body.warnings[0].message).toContain("at least 200 mm wide");
    const wide = await publicCheck({ ...CLEAN, distanceM: 2, widthMm: 200 });
    expect(wide.body).toMatchObject({ ok: true, warnings: [], maxDistanceM: 2 });
  });

  it("MODULES_TOO_SMALL: under 0.4 mm a module, and under 3 printer dots at a coarse dpi", async () => {
    const small = await publicCheck({ ...CLEAN, widthMm: 12, distanceM: 0.1 });
    expect(codesOf(small.body)).toContain("MODULES_TOO_SMALL");
    expect(small.body).toMatchObject({ ok: false, moduleMm: 0.364, minWidthMm: 13.2 });
    const coarse = await publicCheck({ ...CLEAN, dpi: 72 });
    expect(codesOf(coarse.body)).toContain("MODULES_TOO_SMALL");
    expect(coarse.body.warnings[0].message).toContain("2.6 printer dots at 72 dpi");
    expect(coarse.body.minWidthMm).toBe(35);
  });

  it("LOW_CONTRAST: grey modules on white", async () => {
    const { body } = await publicCheck({ ...CLEAN, foregroundColor: "#999999" });
    expect(codesOf(body)).toContain("LOW_CONTRAST");
    expect(body).toMatchObject({ ok: false, contrastRatio: 2.85 });
  });

  it("INVERTED: white modules on black, whatever the contrast", async () => {
    const { body } = await publicCheck({ ...CLEAN, foregroundColor: "#ffffff", backgroundColor: "#000000" });
    expect(codesOf(body)).toContain("INVERTED");
    expect(codesOf(body)).not.toContain("LOW_CONTRAST");
    expect(body.contrastRatio).toBe(21);
  });

  it("QUIET_ZONE: a 2-module margin, and a banner starting 3 modules under the symbol; a box frame keeps it", async () => {
    const narrow = await publicCheck({ ...CLEAN, margin: 2 });
    expect(codesOf(narrow.body)).toEqual(["QUIET_ZONE"]);
    expect(narrow.body).toMatchObject({ quietZoneModules: 2, ok: true });
    const banner = await publicCheck({ ...CLEAN, frameText: "Scan me" });
    expect(codesOf(banner.body)).toEqual(["QUIET_ZONE"]);
    expect(banner.body.quietZoneModules).toBe(3);
    expect(banner.body.warnings[0].message).toContain("banner");
    const box = await publicCheck({ ...CLEAN, styles: JSON.stringify({ frame: { style: "box", text: "Menu" } }) });
    expect(box.body).toMatchObject({ ok: true, warnings: [], quietZoneModules: 4 });
  });

  it("UNREADABLE: a 5 mm print at 72 dpi is read by neither decoder", async () => {
    const { body } = await publicCheck({ ...CLEAN, widthMm: 5, distanceM: 0.05, dpi: 72 });
    expect(codesOf(body)).toContain("UNREADABLE");
    expect(body.warnings.find((warning: { code: string }) => warning.code === "UNREADABLE")?.message).toContain(
      "jsqr and zxing",
    );
    expect(body.ok).toBe(false);
  });
});

describe("LOGO_TOO_LARGE", () => {
  const style = (sizeRatio: number) => ({ ...QrStyle.parse({}), logo: { sizeRatio } });

  it("passes a logo the API allows, and warns of one covering more modules than level Q restores", async () => {
    const logo = await decodeLogo(await makeTestLogo());
    const print = { widthMm: 40, distanceM: 0.3, dpi: 300 };
    const allowed = await checkDesignPrint(
      { content: CONTENT, errorCorrectionLevel: "M", styles: style(0.2), logo },
      print,
    );
    expect(allowed).toMatchObject({ ok: true, errorCorrectionLevel: "Q", warnings: [] });
    expect(allowed.logoAreaPercent).toBeGreaterThan(0);
    expect(allowed.logoAreaPercent).toBeLessThan(25);
    // Larger than the API's 0.22 allows: a design stored before that bound, or built by hand.
    const huge = await checkDesignPrint(
      { content: CONTENT, errorCorrectionLevel: "M", styles: style(0.5), logo },
      print,
    );
    expect(codesOf(huge)).toContain("LOGO_TOO_LARGE");
    expect(huge.logoAreaPercent).toBeGreaterThan(25);
    expect(huge.ok).toBe(false);
  });
});
