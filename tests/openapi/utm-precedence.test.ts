import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";

type Json = Record<string, any>;

// A UTM value the target already has was silently kept over the code's own. The
// behaviour stands (tests/short-links/smart-codes.test.ts); the document says which one wins.
describe("the utm field's description", () => {
  it("says that a parameter the target already has wins, in create and update", () => {
    const schemas = (buildOpenApiDocument() as Json).components.schemas as Json;
    for (const name of ["CreateQrCode", "UpdateQrCode"]) {
      const description = String(schemas[name].properties.utm.description);
      expect(description).toMatch(/already has .*wins/i);
      expect(description).toMatch(/fallbackUrl/);
    }
  });
});
