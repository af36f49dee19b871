/** Words that end in s and are already singular. */
const SINGULAR_WITH_S = new Set(
  "bus campus status virus bonus focus census circus cactus corpus plus atlas canvas gas bias news sms mms analytics physics series species yes this tennis christmas ios macos".split(
    " ",
  ),
);
const ES_PLURAL = /(ches|shes|sses|xes|zes)$/;

/** The singular form of an English word, good enough for tags: parties → party, boxes → box. */
export function singular(word: string): string {
  if (word.length <= 3 || SINGULAR_WITH_S.has(word) || word.endsWith("ss")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (ES_PLURAL.test(word)) return word.slice(0, -2);
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/** Lower case, accents and punctuation removed, words single-spaced: " Café-Menus " → "cafe menus". */
function cleanKeyword(raw: string): string {
  return raw
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The comparison key of a keyword or tag: cleaned, last word made singular, spaces dropped, so
 * "Wi-Fi", "wifi" and "WiFis" all meet, as do "business cards" and "business-card".
 */
export function keywordKey(raw: string): string {
  const words = cleanKeyword(raw).split(" ");
  words[words.length - 1] = singular(words[words.length - 1]);
  return words.join("");
}
