// The API's field messages are written for developers ("use mode STATIC…", zod's "Invalid
// option: expected one of …", endpoint paths). The dashboard shows each in the words of its forms:
// one place maps them, every form goes through readApiError. Nested smart fields ("rules[0]…",
// "utm.campaign") are worded by plain-smart-message.ts, asked first.

import { plainSmartMessage } from "./plain-smart-message";

const FIELD_NAMES: Record<string, string> = {
  content: "Content",
  targetUrl: "The link",
  name: "The name",
  mode: "The code type",
  templateId: "The template",
  logo: "The logo",
  size: "The size",
  errorCorrectionLevel: "Error correction",
  url: "The address",
  events: "The events",
  email: "The email address",
  password: "The password",
  currentPassword: "The current password",
  newPassword: "The new password",
  permissions: "The permissions",
  styles: "The style",
  keywords: "The keywords",
  fallbackUrl: "The fallback link",
  maxScans: "Most scans",
  expiresAt: "The end",
  validFrom: "The start",
  rules: "The list of rules",
  utm: "The campaign parameters",
};

const REWRITES: Array<[RegExp, (field: string, match: RegExpMatchArray) => string]> = [
  [
    /for a DYNAMIC code \(use mode STATIC to encode text\)/i,
    () => "A dynamic code needs a link starting with http:// or https://. To encode text, choose Static.",
  ],
  [
    /^unknown template '([^']*)'/i,
    (_field, match) => `There is no template called “${match[1]}”. Pick one from the list.`,
  ],
  [
    /is too long for a QR code at error correction level (\w)/i,
    (_field, match) =>
      `This is too long for a QR code at error correction ${match[1]}. Shorten it, or choose a lower error correction.`,
  ],
  [
    /^invalid option: expected one of (.+)$/i,
    (field, match) =>
      `${FIELD_NAMES[field] ?? "This"} must be one of ${match[1].replaceAll('"', "").split("|").join(", ")}.`,
  ],
  [/^(is )?required\.?$/i, (field) => `${FIELD_NAMES[field] ?? "This field"} is required.`],
  [
    /^invalid input: expected (\w+), received (\w+)/i,
    (field) => `${FIELD_NAMES[field] ?? "This field"} has the wrong kind of value.`,
  ],
  // Under its own field: "The link must be a link…" said nothing the label did not.
  [/^must be an http or https URL$/i, () => "Enter a web address starting with http:// or https://."],
  [/^must be after validFrom$/i, (field) => `${FIELD_NAMES[field] ?? "This"} must be after the start.`],
];

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");

/**
 * A field's message from the API, as a form shows it: plain words, with its subject. `field` is
 * the detail's whole path ("name", "styles.margin", "rules[0].targetUrl").
 */
export function plainFieldMessage(field: string, message: string): string {
  const nested = plainSmartMessage(field, message);
  if (nested) return nested;
  const name = field.split(/[.[]/)[0]; // "styles.margin" speaks of the style
  for (const [pattern, rewrite] of REWRITES) {
    const match = message.match(pattern);
    if (match) return rewrite(name, match);
  }
  // "must be at most 80 characters" → "The name must be at most 80 characters."
  if (/^(must|is|has|takes|needs)\b/i.test(message) && FIELD_NAMES[name])
    return sentence(`${FIELD_NAMES[name]} ${message}`);
  return sentence(message.replace(/\b(GET|POST|PATCH|DELETE) \/api\/v1\/\S+/g, "the list"));
}
