import { describe, expect, it } from "vitest";
import { checkDesignPrint } from "@/lib/print/check-design-print";
import { TEMPLATES } from "@/lib/templates/catalog";

// A typical dynamic code's short link: what most printed codes encode.
const SHORT_LINK = "https://cb.example/s/Ab3dE9xZ";

describe("every template prints", () => {
  it.each(TEMPLATES.map((template) => [template.id, template] as const))(
    "%s passes at 30 mm read from 0.3 m",
    async (_id, template) => {
      const check = await checkDesignPrint(
        { content: SHORT_LINK, errorCorrectionLevel: "M", styles: template.style },
        { widthMm: 30, distanceM: 0.3, dpi: 300 },
      );
      expect(check.warnings.map((warning) => warning.code)).not.toContain("UNREADABLE");
      expect(check).toMatchObject({ ok: true, maxDistanceM: 0.3 });
    },
  );
});
