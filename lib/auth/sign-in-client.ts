import { headers } from "next/headers";
import { clientIp } from "../server/client-ip";

/** The browser signing in, from the sign-in request (next-auth runs its callbacks inside it). */
export async function signInClient(): Promise<{ userAgent?: string | null; ip?: string }> {
  try {
    const requestHeaders = new Headers(await headers());
    return { userAgent: requestHeaders.get("user-agent"), ip: clientIp(requestHeaders) };
  } catch {
    return {}; // outside a request (never in the app): the session is recorded without them
  }
}
