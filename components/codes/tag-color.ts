/** Hues of the tag colours (oklch degrees); app/globals.css draws `.tag-chip` from `--tag-hue`. */
const TAG_HUES = [25, 55, 90, 145, 185, 230, 275, 320] as const;

/**
 * A tag's colour, derived from the tag itself (FNV-1a over its characters): the same tag has the
 * same colour on every row, page and visit, with nothing stored.
 */
export function tagHue(tag: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < tag.length; index++) {
    hash ^= tag.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return TAG_HUES[hash % TAG_HUES.length];
}

export const tagStyle = (tag: string) => ({ "--tag-hue": tagHue(tag) }) as React.CSSProperties;
