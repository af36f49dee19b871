import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { styleOverrides } from "@/components/codes/create-body";
import { changesFromStyle } from "@/components/generator/changes-from-style";
import type { StyleChanges } from "@/components/generator/generator-types";
import { resolveStyle } from "@/lib/render/resolve-style";
import { DOT_SHAPES, FINDER_INNER_SHAPES, FINDER_OUTER_SHAPES } from "@/lib/render/style-choices";
import type { QrStyle } from "@/lib/render/style-schema";
import { getTemplateCatalog, findTemplate } from "@/lib/templates/catalog";

const templates = getTemplateCatalog().categories.flatMap((category) =>
  category.templates.map((template) => findTemplate(template.id)!),
);
const color = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, "0")}`);
const changes: fc.Arbitrary<StyleChanges> = fc.record(
  {
    foregroundColor: color,
    backgroundColor: color,
    dotShape: fc.constantFrom(...DOT_SHAPES),
    finderOuterShape: fc.constantFrom(...FINDER_OUTER_SHAPES),
    finderInnerShape: fc.constantFrom(...FINDER_INNER_SHAPES),
    margin: fc.integer({ min: 2, max: 16 }),
    frame: fc.option(
      fc.record({
        style: fc.constantFrom("banner-bottom" as const, "box" as const),
        text: fc.constantFrom("Scan me", "Menu"),
        color,
      }),
    ),
  },
  { requiredKeys: [] },
);

/** A stored style as PostgreSQL's jsonb gives it back: the same values, keys in another order. */
function reordered(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reordered(inner)]),
  );
}

describe("the design editor opens on a saved code as it is (changesFromStyle)", () => {
  it("reads back any design the editor saved, whatever the key order, and says it shows all of it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...templates), changes, (template, chosen) => {
        const saved = reordered(resolveStyle(template.style, styleOverrides(chosen))) as QrStyle;
        const { changes: read, representable } = changesFromStyle(template.style, saved);
        expect(representable).toBe(true);
        expect(resolveStyle(template.style, styleOverrides(read))).toEqual(
          resolveStyle(template.style, styleOverrides(chosen)),
        );
      }),
    );
  });

  it("says so when a code has settings the controls cannot show (finder colours set through the API)", () => {
    const template = findTemplate("default")!;
    const saved = resolveStyle(template.style, { finderOuterColor: "#b91c1c" });
    expect(changesFromStyle(template.style, saved).representable).toBe(false);
  });
});
