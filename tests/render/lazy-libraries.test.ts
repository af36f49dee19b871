import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The server imports the modules that draw PDFs, draw and decode images at start; the libraries
// behind them load on first use (lib/render/pdf-libraries.ts, qrDecoders(), lib/render/sharp.ts),
// so an idle server holds none. sharp is loaded with libvips's operation cache turned off.
describe("the PDF, image and decoder libraries", () => {
  it("are not loaded by importing their users, and are once a PDF and a PNG are drawn and an image decoded", async () => {
    const probe = path.join(__dirname, "lazy-libraries-probe.ts");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", probe], { cwd: process.cwd() });
    expect(JSON.parse(stdout.trim().split("\n").pop() ?? "{}")).toEqual({
      atStart: [],
      afterSvg: false,
      afterUse: ["svg-to-pdfkit", "@zxing/library", "jsqr", "sharp"],
      pdf: "%PDF-",
      png: "PNG",
      read: "probe",
      both: ["probe", "probe"],
      vipsCacheMax: 0,
    });
  }, 60_000);
});
