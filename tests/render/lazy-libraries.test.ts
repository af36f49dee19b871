import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The server imports the modules that draw PDFs and decode codes at start; the libraries behind
// them load on first use (lib/render/pdf-libraries.ts, qrDecoders()), so an idle server holds none.
describe("the PDF and decoder libraries", () => {
  it("are not loaded by importing their users, and are once a PDF is drawn and an image decoded", async () => {
    const probe = path.join(__dirname, "lazy-libraries-probe.ts");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", probe], { cwd: process.cwd() });
    expect(JSON.parse(stdout.trim().split("\n").pop() ?? "{}")).toEqual({
      atStart: [],
      afterUse: ["svg-to-pdfkit", "@zxing/library", "jsqr"],
      pdf: "%PDF-",
      read: "probe",
      both: ["probe", "probe"],
    });
  }, 60_000);
});
