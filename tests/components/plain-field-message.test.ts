import { describe, expect, it } from "vitest";
import { plainFieldMessage } from "@/components/ui/plain-field-message";
import { parseWith } from "@/lib/errors/parse-with";
import { CreateQrCodeBody } from "@/lib/codes/code-schemas";
import type { ApiError } from "@/lib/errors/api-error";
import { matchTemplate } from "@/lib/templates/match-template";

/** The server's real field messages for a body, as the API answers them. */
function apiDetails(body: unknown): { field: string; message: string }[] {
  try {
    parseWith(CreateQrCodeBody, body, "body");
  } catch (error) {
    return (error as ApiError).details ?? [];
  }
  return [];
}

// Bug 5 of the dashboard issue: forms showed the API's developer wording. Every message below is
// taken from the server itself, so a changed server message that the map no longer catches fails here.
describe("the dashboard's words for the API's field messages", () => {
  it("rewrites the messages the walk-through found", () => {
    const [nonUrl] = apiDetails({ content: "plain words", mode: "DYNAMIC" });
    expect(plainFieldMessage(nonUrl.field, nonUrl.message)).toBe(
      "A dynamic code needs a link starting with http:// or https://. To encode text, choose Static.",
    );
    const [mode] = apiDetails({ content: "https://example.com", mode: "DYNMIC" });
    expect(plainFieldMessage(mode.field, mode.message)).toBe("The code type must be one of STATIC, DYNAMIC, AI.");
    const [missing] = apiDetails({});
    expect(plainFieldMessage(missing.field, missing.message)).toMatch(/^Content /);
    let template: ApiError | undefined;
    try {
      matchTemplate({ content: "x", templateId: "no-such" });
    } catch (error) {
      template = error as ApiError;
    }
    const detail = template!.details![0];
    expect(plainFieldMessage(detail.field, detail.message)).toBe(
      "There is no template called “no-such”. Pick one from the list.",
    );
  });

  it("never shows an endpoint path, always starts with a capital and ends with a full stop", () => {
    for (const [field, message] of [
      ["templateId", "see GET /api/v1/templates for the ids"],
      ["name", "must be at most 100 characters"],
      [
        "errorCorrectionLevel",
        "is too long for a QR code at error correction level H: 3000 bytes given, at most 1273 fit; shorten it or choose a lower errorCorrectionLevel",
      ],
      ["somethingElse", "is odd"],
    ]) {
      const plain = plainFieldMessage(field, message);
      expect(plain).not.toMatch(/\/api\/v1|errorCorrectionLevel|STATIC to/);
      expect(plain).toMatch(/^[A-Z“].*[.!?]$/);
    }
    expect(plainFieldMessage("name", "must be at most 100 characters")).toBe(
      "The name must be at most 100 characters.",
    );
  });
});
