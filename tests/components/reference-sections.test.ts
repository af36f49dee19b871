import { describe, expect, it } from "vitest";
import { groupByTag, type OpenApiDocument } from "@/components/openapi/openapi-types";
import {
  operationAnchor,
  pickSection,
  referenceSections,
  SCHEMAS_SECTION,
  schemaAnchor,
  sectionHref,
} from "@/components/openapi/reference-sections";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";

const document = buildOpenApiDocument() as OpenApiDocument;

describe("the API reference's sections", () => {
  const { sections, anchors } = referenceSections(document);

  it("is one section per tag in the document's order, then the schemas", () => {
    expect(sections.map((section) => section.title)).toEqual([
      ...groupByTag(document).map((group) => group.tag),
      "Schemas",
    ]);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    // No section is the whole document: the largest holds under a third of the operations.
    const total = sections.reduce((sum, section) => sum + section.operations.length, 0);
    expect(Math.max(...sections.map((section) => section.operations.length))).toBeLessThan(total / 3);
  });

  it("knows the section of every operation's and schema's anchor, each anchor once", () => {
    const operations = sections.flatMap((section) =>
      section.operations.map((entry) => [operationAnchor(entry), section.id]),
    );
    const schemas = Object.keys(document.components?.schemas ?? {}).map((name) => [
      schemaAnchor(name),
      SCHEMAS_SECTION,
    ]);
    expect(new Set(operations.map(([anchor]) => anchor)).size).toBe(operations.length);
    for (const [anchor, section] of [...operations, ...schemas]) expect(anchors[anchor]).toBe(section);
    expect(anchors["qrcodes-getstats"]).toBe("qr-codes");
  });

  it("opens the section a query names, else the first; never a prototype's key", () => {
    expect(pickSection(sections, "webhooks").title).toBe("Webhooks");
    expect(pickSection(sections, ["schemas", "webhooks"]).id).toBe(SCHEMAS_SECTION);
    for (const unknown of [undefined, "", "nope", "__proto__", "constructor", "tag-webhooks"])
      expect(pickSection(sections, unknown)).toBe(sections[0]);
    expect(Object.hasOwn(anchors, "constructor")).toBe(false);
  });

  it("links a section and an anchor in it, the section's name encoded", () => {
    expect(sectionHref("webhooks", "webhooks-create")).toBe("/dashboard/api?section=webhooks#webhooks-create");
    expect(sectionHref("a b&c")).toBe("/dashboard/api?section=a%20b%26c");
  });
});
