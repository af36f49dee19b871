import { describe, expect, it } from "vitest";
import { plainFieldMessage } from "@/components/ui/plain-field-message";
import { parseWith } from "@/lib/errors/parse-with";
import { readApiError } from "@/components/ui/api-error";
import { CreateQrCodeBody, UpdateQrCodeBody } from "@/lib/codes/code-schemas";
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

/** The server's field messages for a PATCH of a code (the smart settings form's request). */
function updateDetails(body: unknown): Record<string, string> {
  try {
    parseWith(UpdateQrCodeBody, body, "body");
  } catch (error) {
    return Object.fromEntries(((error as ApiError).details ?? []).map((detail) => [detail.field, detail.message]));
  }
  return {};
}

const plainAll = (details: Record<string, string>) =>
  Object.fromEntries(Object.entries(details).map(([field, message]) => [field, plainFieldMessage(field, message)]));

// The smart settings form once showed `rules[0].conditions[0].in[0]: Invalid option: …`.
describe("the smart settings' field messages", () => {
  it("names the rule, the condition and the control, in plain words", () => {
    const plain = plainAll(
      updateDetails({
        rules: [
          { conditions: [{ kind: "device", in: ["phone"] }], targetUrl: "htp:/bad url" },
          { conditions: [{ kind: "time", timeZone: "Mars/Olympus", from: "9am" }], targetUrl: "https://example.com" },
          {
            conditions: [{ kind: "country", in: ["Germany"] }],
            weightedTargets: [
              { url: "https://example.com/a", weight: 0 },
              { url: "nope", weight: 1 },
            ],
          },
          { conditions: [{ kind: "query", param: "" }] },
        ],
        fallbackUrl: "nowhere",
        utm: { source: "poster", medium: "", campaign: "" },
      }),
    );
    expect(plain).toEqual({
      "rules[0].conditions[0].in[0]": "Rule 1, condition 1: choose a device type: mobile, tablet, desktop or other.",
      "rules[0].targetUrl": "Rule 1: Send to must be a web address starting with http:// or https://.",
      "rules[1].conditions[0].timeZone": "Rule 2, condition 1: the time zone must be a name such as Europe/Paris.",
      "rules[1].conditions[0].from": "Rule 2, condition 1: From must be a time such as 09:00.",
      "rules[2].conditions[0].in[0]": "Rule 3, condition 1: a country is a two-letter code such as DE.",
      "rules[2].weightedTargets[0].weight": "Rule 3: the weight of link 1 must be at least 1.",
      "rules[2].weightedTargets[1].url": "Rule 3: link 2 must be a web address starting with http:// or https://.",
      "rules[3].conditions[0].param": "Rule 4, condition 1: the parameter must not be empty.",
      "rules[3].targetUrl": "Rule 4: give a Send to link, or split between links.",
      fallbackUrl: "Enter a web address starting with http:// or https://.",
      "utm.medium": "Medium is required when Source or Campaign is set.",
      "utm.campaign": "Campaign is required when Source or Medium is set.",
    });
  });

  it("words UTM fields left out, empty rule values and the window's order", () => {
    expect(plainAll(updateDetails({ utm: { campaign: "spring" } }))).toEqual({
      "utm.source": "Source is required when Medium or Campaign is set.",
      "utm.medium": "Medium is required when Source or Campaign is set.",
    });
    expect(
      plainAll(
        updateDetails({
          rules: [{ conditions: [{ kind: "device", in: [] }], targetUrl: "https://example.com" }],
          validFrom: "2027-02-01T00:00:00Z",
          expiresAt: "2027-01-01T00:00:00Z",
        }),
      ),
    ).toEqual({
      "rules[0].conditions[0].in": "Rule 1, condition 1: enter at least one value.",
      expiresAt: "The end must be after the start.",
    });
  });

  it("reads every detail of an error body by its whole path, and each top-level field once", async () => {
    const response = new Response(
      JSON.stringify({
        error: "Bad Request",
        code: "INVALID_REQUEST",
        message: "Invalid request. utm.campaign: must not be empty",
        details: [
          { field: "utm.medium", message: "must not be empty" },
          { field: "utm.campaign", message: "must not be empty" },
        ],
      }),
      { status: 400 },
    );
    const read = await readApiError(response);
    expect(read.paths).toEqual({
      "utm.medium": "Medium is required when Source or Campaign is set.",
      "utm.campaign": "Campaign is required when Source or Medium is set.",
    });
    expect(read.fields).toEqual({ utm: "Medium is required when Source or Campaign is set." });
  });
});

// Once worded "The link must be a link starting with…".
describe("web address wording", () => {
  it("asks for a web address, never calls a link a link", () => {
    for (const field of ["targetUrl", "fallbackUrl", "url", "logo", "somethingElse"]) {
      const plain = plainFieldMessage(field, "must be an http or https URL");
      expect(plain).toBe("Enter a web address starting with http:// or https://.");
    }
  });
});
