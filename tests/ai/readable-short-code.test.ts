import { describe, expect, it } from "vitest";
import { candidatePng } from "@/lib/ai/candidate-png";
import { checkScannable } from "@/lib/ai/check-scannable";
import { controlImage } from "@/lib/ai/control-image";
import { readableShortCode } from "@/lib/ai/readable-short-code";
import { shortLinkFor } from "@/lib/codes/short-link-base";
import { buildMatrix } from "@/lib/render/build-matrix";

const plainCheck = async (shortCode: string) => {
  const link = shortLinkFor(shortCode);
  return (await checkScannable(await candidatePng(await controlImage(buildMatrix(link, "H"))), link)).scannable;
};

// A new AI code's short code must make a plain code both decoders read, or no variant could pass.
describe("readableShortCode", () => {
  it("replaces a short code whose plain code ZXing cannot read blurred, and keeps a readable one", async () => {
    expect(shortLinkFor("gOvrxCJ")).toBe("http://localhost:3000/s/gOvrxCJ"); // the link the quirk was found with
    expect(await plainCheck("gOvrxCJ")).toBe(false);
    const replaced = await readableShortCode("gOvrxCJ");
    expect(replaced).not.toBe("gOvrxCJ");
    expect(replaced).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(await plainCheck(replaced)).toBe(true);
    expect(await readableShortCode(replaced)).toBe(replaced);
  });
});
