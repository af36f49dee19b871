import { createHmac, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "../auth/password";
import { createRepeatLimiter, type RepeatLimiter } from "../scans/repeat-limiter";
import { visitorIdFor } from "../scans/visitor-id";
import type { ShortLinkRow } from "./find-short-link";
import { passwordPage } from "./pages";
import type { ShortLinkAnswer, ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

// A right password lets its visitor through for an hour, on this code only (the cookie's path) and
// only while the password stays the same (the hash is in the signature).
const PASS_SECONDS = 3600;
// Wrong and right attempts alike, per visitor and code, in this process.
const ATTEMPTS = { limit: 10, windowMs: 10 * 60_000 };
const holder = globalThis as typeof globalThis & { __codebeamPasswordAttempts?: RepeatLimiter };
const attempts = () => (holder.__codebeamPasswordAttempts ??= createRepeatLimiter({ ...ATTEMPTS, maxTracked: 50_000 }));

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

const page = (status: number, error?: "wrong" | "limited", extra: Record<string, string> = {}): ShortLinkAnswer => ({
  status,
  headers: { ...passwordPage.headers, ...extra },
  body: passwordPage.html(error),
});

/**
 * A password-protected code: a visitor with a valid pass cookie goes on to the redirect (and is
 * counted there); anyone else gets the password page and is not counted. A POST of the form checks
 * the password (bcrypt, attempts limited per visitor) and answers 303 back to the link with the
 * pass cookie, so the scan is recorded once, by the GET that follows.
 */
export async function passwordGate(request: ShortLinkRequest, row: ShortLinkRow & { passwordHash: string }, code: string, deps: ShortLinkDeps): Promise<Gate> {
  const secret = deps.visitorHashSecret;
  if (request.method !== "POST") return hasPass(request, code, row.passwordHash, secret) ? { open: true } : { open: false, answer: page(200) };
  const visitor = visitorIdFor(secret, request.ip, request.userAgent);
  if (!attempts().admit(`${row.id}\n${visitor}`)) return { open: false, answer: page(429, "limited", { "retry-after": String(ATTEMPTS.windowMs / 1000) }) };
  const form = await request.readForm?.();
  const password = form?.get("password") ?? "";
  if (password.length === 0 || password.length > 128 || !(await verifyPassword(password, row.passwordHash))) {
    return { open: false, answer: page(403, "wrong") };
  }
  const until = Date.now() + PASS_SECONDS * 1000;
  const secure = deps.shortLinkBase.startsWith("https:") ? "; Secure" : "";
  const cookie = `${cookieName(code)}=${until}.${sign(secret, code, until, row.passwordHash)}; Path=${request.path}; Max-Age=${PASS_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  const query = request.query.toString();
  return {
    open: false,
    answer: {
      status: 303,
      headers: { location: `${request.path}${query ? `?${query}` : ""}`, "set-cookie": cookie, "cache-control": "no-store", "content-length": "0" },
      body: null,
    },
  };
}
