// The short link's own pages: fixed strings (no per-code content, so nothing about any code leaks),
// with inline styles and inline SVG only, served under a CSP that allows nothing else.

// Icons as inline SVG (stroke paths in the dashboard's icon style): no emoji, which shows as an
// empty box where no emoji font is installed.
const icon = (paths: string) =>
  `<svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
const ICONS = {
  lock: icon(
    '<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/><path d="M12 15v2"/>',
  ),
  clock: icon('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>'),
  brokenLink: icon(
    '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/><path d="M4 4l16 16"/>',
  ),
  retry: icon('<path d="M20 12a8 8 0 1 1-2.3-5.7"/><path d="M20 4v5h-5"/>'),
  arrow: icon('<path d="M5 12h14M13 6l6 6-6 6"/>'),
};

function page(title: string, heading: string, text: string, mark: string, form = "", head = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark">${head}<title>${title} · Codebeam</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f7f9;color:#1f2933;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
form{margin-top:1rem;display:grid;gap:.6rem;text-align:left}label{font-weight:600}input{font:inherit;padding:.6rem .75rem;border:1px solid #9aa5b1;border-radius:8px;background:inherit;color:inherit}
button{font:inherit;font-weight:600;padding:.6rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}.error{color:#b42318;margin:0}
main{max-width:26rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e4e7eb;border-radius:12px;text-align:center}
h1{margin:.5rem 0;font-size:1.35rem}p{margin:.5rem 0;color:#52606d}.mark{color:#1d4ed8;display:flex;justify-content:center}a{color:#2563eb}
@media (prefers-color-scheme:dark){body{background:#0b0f14;color:#e4e7eb}main{background:#151b23;border-color:#2a323d}p{color:#9aa5b1}.mark{color:#93b4ff}a{color:#93b4ff}.error{color:#ff8a80}}
</style></head>
<body><main><div class="mark">${mark}</div><h1>${heading}</h1><p>${text}</p>${form}</main></body></html>
`;
}

export const NOT_FOUND_PAGE = page(
  "Link not found",
  "This link does not exist",
  "Check the address, or ask whoever shared the QR code for a new one.",
  ICONS.brokenLink,
);

export const EXPIRED_PAGE = page(
  "QR code expired",
  "This QR code has expired",
  "Its owner has switched it off. Ask them for a current link.",
  ICONS.clock,
);

/** The root of a branded domain without a root redirect (lib/short-links/branded-short-links.ts). */
export const DOMAIN_ROOT_PAGE = page(
  "Short links",
  "Short links live here",
  "This address opens QR codes and short links. Scan a code or follow a link to go on.",
  ICONS.arrow,
);

export const UNAVAILABLE_PAGE = page(
  "Try again",
  "Please try again",
  'We could not record this visit just now. <a href="">Try again</a> in a moment.',
  ICONS.retry,
);

/** How long until a refused visitor may try again, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return "in under a minute";
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

export type PasswordError = { kind: "wrong" } | { kind: "limited"; retryAfterSeconds: number };

const errorText = (error: PasswordError) =>
  error.kind === "wrong"
    ? "That password is not right. Try again."
    : `Too many tries. Try again ${waitInWords(error.retryAfterSeconds)}.`;

/** Headers of every page: never cached, nothing loaded from anywhere. */
export const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
} as const;

/** The password page of a protected code: a form posting to the link itself; the same for every code. */
export const passwordPage = {
  html: (error?: PasswordError) =>
    page(
      "Password required",
      "This link is protected",
      "Enter the password you were given to continue.",
      ICONS.lock,
      `<form method="post">${error ? `<p class="error" role="alert">${errorText(error)}</p>` : ""}<label for="password">Password</label>` +
        `<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" autofocus>` +
        `<button type="submit">Continue</button></form>`,
    ),
  headers: {
    ...PAGE_HEADERS,
    "content-security-policy": PAGE_HEADERS["content-security-policy"].replace(
      "form-action 'none'",
      "form-action 'self'",
    ),
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The answer to a right password: a page on the link's own origin that moves on to the link
 * (`location`, a same-origin path) at once. Not a redirect: a browser applies the form page's
 * `form-action 'self'` to every redirect that follows the form's POST, so a 303 back to the link
 * and the link's 302 to the target would be blocked there; a refresh is a new navigation.
 */
export const unlockedPage = (location: string) =>
  page(
    "Opening link",
    "Opening the link…",
    `If nothing happens, <a href="${escapeHtml(location)}">continue to the link</a>.`,
    ICONS.arrow,
    "",
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(location)}">`,
  );
