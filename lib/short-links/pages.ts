// The short link's own pages: fixed strings (no per-code content, so nothing about any code leaks),
// with inline styles only, served under a CSP that allows nothing else.

function page(title: string, heading: string, text: string, extra = "", form = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Codebeam</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f7f9;color:#1f2933;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
form{margin-top:1rem;display:grid;gap:.6rem;text-align:left}label{font-weight:600}input{font:inherit;padding:.6rem .75rem;border:1px solid #9aa5b1;border-radius:8px}
button{font:inherit;font-weight:600;padding:.6rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}.error{color:#b42318;margin:0}
main{max-width:26rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e4e7eb;border-radius:12px;text-align:center}
h1{margin:.5rem 0;font-size:1.35rem}p{margin:.5rem 0;color:#52606d}.mark{font-size:2.25rem}a{color:#2563eb}
</style></head>
<body><main><div class="mark" aria-hidden="true">${extra}</div><h1>${heading}</h1><p>${text}</p>${form}</main></body></html>
`;
}

export const NOT_FOUND_PAGE = page("Link not found", "This link does not exist", "Check the address, or ask whoever shared the QR code for a new one.", "?");

export const EXPIRED_PAGE = page("QR code expired", "This QR code has expired", "Its owner has switched it off. Ask them for a current link.", "⌛");

export const UNAVAILABLE_PAGE = page("Try again", "Please try again", 'We could not record this visit just now. <a href="">Try again</a> in a moment.', "↻");

const PASSWORD_ERRORS = {
  wrong: "That password is not right. Try again.",
  limited: "Too many tries. Wait a few minutes, then try again.",
} as const;

/** The password page of a protected code: a form posting to the link itself; the same for every code. */
export const passwordPage = {
  html: (error?: keyof typeof PASSWORD_ERRORS) =>
    page(
      "Password required",
      "This link is protected",
      "Enter the password you were given to continue.",
      "🔒",
      `<form method="post">${error ? `<p class="error" role="alert">${PASSWORD_ERRORS[error]}</p>` : ""}<label for="password">Password</label>` +
        `<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" autofocus>` +
        `<button type="submit">Continue</button></form>`,
    ),
  get headers() {
    return { ...PAGE_HEADERS, "content-security-policy": PAGE_HEADERS["content-security-policy"].replace("form-action 'none'", "form-action 'self'") };
  },
};

/** Headers of every page: never cached, nothing loaded from anywhere. */
export const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
} as const;
