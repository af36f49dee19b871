import { groupByTag, type OpenApiDocument, slug, type TaggedOperation } from "./openapi-types";

// The reference shows one section at a time (a tag's operations, or the named schemas): all of them
// at once made a page of ~19,000 elements and ~190,000 px that phones and axe took minutes over.

export const SCHEMAS_SECTION = "schemas";

export interface ReferenceSection {
  id: string;
  title: string;
  operations: TaggedOperation[];
}

/** The anchor of an operation's card: its operationId, slugged. */
export const operationAnchor = ({ method, path, operation }: TaggedOperation) =>
  slug(operation.operationId ?? `${method}-${path}`);

export const schemaAnchor = (name: string) => `schema-${slug(name)}`;

/** The reference's address for a section, and an anchor in it (the workspace is added by the link). */
export const sectionHref = (section: string, anchor?: string) =>
  `/dashboard/api?section=${encodeURIComponent(section)}${anchor ? `#${anchor}` : ""}`;

export function referenceSections(document: OpenApiDocument) {
  const sections: ReferenceSection[] = groupByTag(document).map(({ tag, operations }) => ({
    id: slug(tag),
    title: tag,
    operations,
  }));
  const schemaNames = Object.keys(document.components?.schemas ?? {});
  if (schemaNames.length) sections.push({ id: SCHEMAS_SECTION, title: "Schemas", operations: [] });
  // Which section holds each anchor, so an address from before sections (…/api#qrcodes-getstats)
  // still opens its card.
  const anchors: Record<string, string> = {};
  for (const section of sections) {
    anchors[`tag-${section.id}`] = section.id;
    for (const entry of section.operations) anchors[operationAnchor(entry)] = section.id;
  }
  for (const name of schemaNames) anchors[schemaAnchor(name)] = SCHEMAS_SECTION;
  return { sections, anchors };
}

/** The section a `?section=` value names, or the first. */
export function pickSection(sections: ReferenceSection[], requested: string | string[] | undefined) {
  const id = Array.isArray(requested) ? requested[0] : requested;
  return sections.find((section) => section.id === id) ?? sections[0];
}
