import { z } from "zod";

export const HTTP_URL_MESSAGE = "must be an http or https URL";
/** isHttpUrl as a JSON Schema pattern (the document's; JSON Schema patterns take no flags). */
export const HTTP_URL_PATTERN = "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+[^\\s]*$";

/** An absolute http(s) URL without spaces or control characters (other schemes are never stored). */
export function isHttpUrl(value: string): boolean {
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  const url = URL.parse(value);
  return url !== null && (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/**
 * The one http(s) URL schema (code targets, logos, webhook receivers): at most `maxLength`
 * characters and an absolute http or https URL. The value is kept as sent; `.transform(normalizeUrl)`
 * gives the WHATWG parser's form. `text` is the string schema to start from (say, trimmed).
 */
export const httpUrl = (maxLength: number, text = z.string()) =>
  text
    .max(maxLength, `must be at most ${maxLength} characters`)
    .refine(isHttpUrl, HTTP_URL_MESSAGE)
    .meta({ format: "uri", pattern: HTTP_URL_PATTERN });

/** The WHATWG parser's form of a URL: ASCII host, escaped path, safe in a Location header. */
export const normalizeUrl = (value: string) => new URL(value).href;
