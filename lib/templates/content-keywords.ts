/** A keyword with how strongly it speaks for a template (the domain outweighs path words). */
export interface WeightedKeyword {
  keyword: string;
  weight: number;
}

const PREFIXES: Array<[RegExp, string[]]> = [
  [/^wifi:/i, ["wifi"]],
  [/^(mailto:|matmsg:)/i, ["email"]],
  [/^tel:/i, ["phone"]],
  [/^(sms|smsto|mms):/i, ["sms", "message"]],
  [/^geo:/i, ["location"]],
  [/^(begin:vcard|mecard:)/i, ["vcard", "contact"]],
  [/^begin:(vevent|vcalendar)/i, ["calendar", "event"]],
];

/** Host labels that say nothing about the site. */
const NOISE_LABELS = new Set(["www", "m", "mobile", "web", "app", "open", "l", "co", "com", "org", "net"]);
const DOMAIN_LIKE = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(\/|$|\?)/i;

function parseUrl(content: string): URL | null {
  const text = content.trim();
  const candidate = /^https?:\/\//i.test(text) ? text : DOMAIN_LIKE.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

/**
 * Keywords read from the content itself: the kind of payload (Wi-Fi, e-mail, vCard…) or, for a
 * URL, the names in its host (`instagram.com/x` → instagram) and the words of its first path segments.
 */
export function contentKeywords(content: string): WeightedKeyword[] {
  for (const [pattern, keywords] of PREFIXES) {
    if (pattern.test(content.trim())) return keywords.map((keyword) => ({ keyword, weight: 2 }));
  }
  const url = parseUrl(content);
  if (!url) return [];
  const labels = url.hostname
    .split(".")
    .slice(0, -1)
    .filter((label) => !NOISE_LABELS.has(label));
  const words = url.pathname
    .split("/")
    .slice(1, 3)
    .flatMap((segment) => segment.split(/[-_.]+/))
    .filter((word) => /^[a-z]{3,}$/i.test(word));
  return [
    ...labels.map((keyword) => ({ keyword, weight: 2 })),
    ...words.map((keyword) => ({ keyword: keyword.toLowerCase(), weight: 1 })),
  ];
}
