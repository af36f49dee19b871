// Browser-safe (the dashboard's forms parse with the same schemas): no node: modules here.

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export const MAX_HOSTNAME_LENGTH = 253;

/**
 * A hostname as stored: lower-case ASCII (IDNA names in punycode), no trailing dot, at least two
 * labels, not an IP address. Returns the reason as a sentence fragment when it is not one.
 */
export function toAsciiHostname(input: string): { hostname: string } | { problem: string } {
  const text = input.trim().replace(/\.$/, "");
  if (text === "") return { problem: "is required" };
  if (/[/:@?#\s[\]\\%]/.test(text))
    return { problem: "must be a bare hostname such as go.brand.com (no scheme, port or path)" };
  // The WHATWG URL parser applies UTS #46 (case folding, punycode), as browsers and Node alike do;
  // it also reads numeric hosts (0x7f.1) as the IPv4 addresses they are.
  const hostname = URL.parse(`http://${text}/`)?.hostname ?? "";
  if (hostname === "" || hostname.length > MAX_HOSTNAME_LENGTH) return { problem: "is not a valid domain name" };
  const labels = hostname.split(".");
  if (/^[0-9]+$/.test(labels.at(-1)!)) return { problem: "must be a domain name, not an IP address" };
  if (labels.length < 2) return { problem: "must have at least two labels, such as go.brand.com" };
  if (!labels.every((label) => LABEL.test(label))) return { problem: "is not a valid domain name" };
  return { hostname };
}
