import { createHmac, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "../auth/password";
import type { ShortLinkRow } from "./find-short-link";
import { PAGE_HEADERS, type PasswordError, passwordPage, unlockedPage } from "./pages";
import { admitPasswordAttempt } from "./password-attempts";
import type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

// A right password lets its visitor through for an hour, on this code only (the cookie's path) and
// only while the password stays the same (the hash is in the signature).
const PASS_SECONDS = 3600;

export type Gate = { open: true } | { open: false; answer: ShortLinkAnswer };

const cookieName = (code: string) => `cb_pass_${code}`;
const sign = (secret: string, code: string, until: number, passwordHash: string) =>
  createHmac("sha256", secret).update(`short-link-pass\n${code}\n${until}\n${passwordHash}`).digest("base64url");

function hasPass(request: ShortLinkRequest, code: string, passwordHash: string, secret: string): boolean {
  const cookies = request.header("cookie") ?? "";
  const value = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName(code)}=`))
    ?.slice(cookieName(code).length + 1);
  const [untilText, signature] = (value ?? "").split(".");
  const until = Number(untilText);
  if (!signature || !Number.isSafeInteger(until) || until < Date.now()) return false;
  const expected = Buffer.from(sign(secret, code, until, passwordHash));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const page = (status: number, error?: PasswordError, extra: Record<string, string> = {}): ShortLinkAnswer => ({
  status,
  headers: { ...passwordPage.headers, ...extra },
  body: passwordPage.html(error),
});

/**
 * A password-protected code: a visitor with a valid pass cookie goes on to the redirect (and is
 * counted there); anyone else gets the password page and is not counted. A POST of the form checks
 * the password (attempts limited per code and network: password-attempts.ts) and answers a page
 * that sets the pass cookie and moves on to the link, so the scan is recorded once, by the GET that
 * follows.
 */
export async function passwordGate(
  request: ShortLinkRequest,
  row: ShortLinkRow & { passwordHash: string },
  code: string,
  deps: ShortLinkDeps,
): Promise<Gate> {
  const secret = deps.visitorHashSecret;
  if (request.method !== "POST")
    return hasPass(request, code, row.passwordHash, secret) ? { open: true } : { open: false, answer: page(200) };
  const verdict = await admitPasswordAttempt(row.id, request.ip);
  if (!verdict.allowed) {
    const wait = { kind: "limited", retryAfterSeconds: verdict.retryAfterSeconds } as const;
    return { open: false, answer: page(429, wait, { "retry-after": String(verdict.retryAfterSeconds) }) };
  }
  const form = await request.readForm?.();
  const password = form?.get("password") ?? "";
  if (password.length === 0 || password.length > 128 || !(await verifyPassword(password, row.passwordHash))) {
    return { open: false, answer: page(403, { kind: "wrong" }) };
  }
  const until = Date.now() + PASS_SECONDS * 1000;
  const secure = deps.shortLinkBase.startsWith("https:") ? "; Secure" : "";
  const cookie = `${cookieName(code)}=${until}.${sign(secret, code, until, row.passwordHash)}; Path=${request.path}; Max-Age=${PASS_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  const query = request.query.toString();
  return {
    open: false,
    answer: {
      status: 200,
      headers: { ...PAGE_HEADERS, "set-cookie": cookie },
      body: unlockedPage(`${request.path}${query ? `?${query}` : ""}`),
    },
  };
}
