/** About how long a summary's detail or a name made from a text may be. */
const MAX_DETAIL = 60;

/** Collapses white space and cuts at a word boundary near `max` characters, with an ellipsis. */
export function shorten(text: string, max = MAX_DETAIL): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
