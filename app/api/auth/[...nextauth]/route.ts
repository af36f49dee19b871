import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's own endpoints (sign-in, sign-out, session, CSRF)
const handler = async (request: Request, context: Context) =>
  // next-auth 4 reads params synchronously; Next 16 hands them over as a promise.
  NextAuth(request as never, { params: await context.params } as never, getAuthOptions());

export { handler as GET, handler as POST };
