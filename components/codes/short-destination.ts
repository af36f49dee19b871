/** A destination for a narrow column: the host without `www.`, and the rest cut to `max` characters. */
export function shortDestination(url: string, max = 28): { domain: string; rest: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  const domain = parsed.hostname.replace(/^www\./, "");
  const whole = `${parsed.pathname === "/" ? "" : parsed.pathname}${parsed.search}`;
  const rest = whole.length > max ? `${whole.slice(0, max - 1)}…` : whole;
  return { domain, rest };
}
