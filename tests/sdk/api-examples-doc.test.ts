// docs/api-examples.md must be what scripts/build-api-examples.ts writes from the OpenAPI document now
// (`npm run sdk:build` or `npx tsx scripts/build-api-examples.ts` refreshes it).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_EXAMPLES_FILE, apiExamplesMarkdown } from "@/scripts/build-api-examples";

describe("docs/api-examples.md", () => {
  it("is what scripts/build-api-examples.ts writes now", () => {
    expect(readFileSync(API_EXAMPLES_FILE, "utf8"), "stale: run npm run sdk:build").toBe(apiExamplesMarkdown());
  });

  it("shows every API-key operation in the four languages, and no session-only one", () => {
    const markdown = apiExamplesMarkdown();
    expect(markdown).toContain("client.qrcodes.getStats(");
    expect(markdown).toContain("client.qrcodes.get_stats(");
    expect(markdown).toContain("client.QRCodes.GetStats(ctx, ");
    expect(markdown).toContain('curl "$BASE/api/v1/qrcodes/');
    expect(markdown).not.toContain("`POST /api/v1/keys`");
  });
});
