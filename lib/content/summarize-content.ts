// A code's content in a few readable words ("Wi-Fi · Cafe-Guest", "Contact · Ada Lovelace"), for
// lists and pages: the encodings of encode-content.ts (and their common variants) are named by what
// they hold, never by their raw text, and a Wi-Fi password is never part of it. Client-safe.

import { shorten } from "./shorten";

/** Splits `text` at every `separator` not escaped with a backslash, undoing the escapes. */
function splitEscaped(text: string, separator: string): string[] {
  const parts = [""];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\\" && index + 1 < text.length) parts[parts.length - 1] += text[++index];
    else if (char === separator) parts.push("");
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/** The `KEY:value` fields of a `WIFI:`/`MECARD:`/`MATMSG:` string (values unescaped; first of each key). */
function fieldsOf(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of splitEscaped(body, ";")) {
    const colon = part.indexOf(":");
    if (colon > 0 && !fields.has(part.slice(0, colon).toUpperCase()))
      fields.set(part.slice(0, colon).toUpperCase(), part.slice(colon + 1));
  }
  return fields;
}

/** vCard / iCalendar lines unfolded (RFC 5545 §3.1), as property name (parameters dropped) → unescaped value. */
function propertiesOf(text: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const line of text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).split(";")[0].toUpperCase();
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, " ")
      .replace(/\\([\\;,])/g, "$1");
    if (!properties.has(name)) properties.set(name, value);
  }
  return properties;
}

/** "Lovelace;Ada;;;" (vCard N) or "Lovelace,Ada" (MECARD N) as "Ada Lovelace". */
const givenFirst = (name: string, separator: string) =>
  name
    .split(separator)
    .slice(0, 2)
    .reverse()
    .filter((part) => part.trim())
    .join(" ");

const summary = (kind: string, detail: string | undefined) => {
  const text = shorten(detail ?? "");
  return text ? `${kind} · ${text}` : kind;
};

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function contact(content: string): string {
  const card = propertiesOf(content);
  return summary("Contact", card.get("FN")?.trim() || givenFirst(card.get("N") ?? "", ";") || card.get("ORG"));
}

/** What a code's content is, in a few words; never a password. */
export function summarizeContent(content: string): string {
  const text = content.trim();
  const upper = text.toUpperCase();
  if (upper.startsWith("WIFI:")) return summary("Wi-Fi", fieldsOf(text.slice(5)).get("S"));
  if (upper.startsWith("BEGIN:VCARD")) return contact(text);
  if (upper.startsWith("MECARD:")) {
    const card = fieldsOf(text.slice(7));
    return summary("Contact", givenFirst(card.get("N") ?? "", ",") || card.get("ORG"));
  }
  if (upper.startsWith("BEGIN:VEVENT") || upper.startsWith("BEGIN:VCALENDAR"))
    return summary("Event", propertiesOf(text).get("SUMMARY"));
  if (upper.startsWith("MAILTO:")) return summary("Email", decode(text.slice(7).split("?")[0]));
  if (upper.startsWith("MATMSG:")) return summary("Email", fieldsOf(text.slice(7)).get("TO"));
  if (upper.startsWith("SMSTO:")) return summary("SMS", text.slice(6).split(":")[0]);
  if (upper.startsWith("SMS:")) return summary("SMS", text.slice(4).split(/[?:]/)[0]);
  if (upper.startsWith("TEL:")) return summary("Phone", text.slice(4));
  if (upper.startsWith("GEO:")) return summary("Location", text.slice(4).split(/[?;]/)[0].replace(",", ", "));
  if (/^https?:\/\//i.test(text)) return summary("Link", text);
  return summary("Text", text);
}
