/** Escapes text for an SVG text node or attribute. */
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

/** Width of a string in the badge's 11 px sans-serif, roughly (Verdana-like averages). */
const textWidth = (text: string) => Math.ceil([...text].reduce((sum, char) => sum + (/[ ,.]/.test(char) ? 3.5 : 7), 0));

/**
 * A shields-style badge: "scans | 1,234 scans" in two parts. The count is written with en-US
 * grouping; every text is escaped.
 */
export function shareBadgeSvg(scans: number, label = "Codebeam"): string {
  const value = `${scans.toLocaleString("en-US")} ${scans === 1 ? "scan" : "scans"}`;
  const [left, right] = [escapeXml(label), escapeXml(value)];
  const leftWidth = textWidth(label) + 12;
  const rightWidth = textWidth(value) + 12;
  const width = leftWidth + rightWidth;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${left}: ${right}"><title>${left}: ${right}</title><linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient><clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath><g clip-path="url(#r)"><rect width="${leftWidth}" height="20" fill="#555"/><rect x="${leftWidth}" width="${rightWidth}" height="20" fill="#4f39f6"/><rect width="${width}" height="20" fill="url(#s)"/></g><g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11"><text x="${leftWidth / 2}" y="14">${left}</text><text x="${leftWidth + rightWidth / 2}" y="14">${right}</text></g></svg>`;
}
