import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { getUserById } from "@/lib/users/get-user-by-id";
import { PATH_HEADER } from "@/proxy";

/** The user behind this request's session cookie, or null; looked up once per request. */
export const getSessionUser = cache(async () => {
  const session = await getServerSession(getAuthOptions());
  const id = (session?.user as { id?: string } | undefined)?.id;
  return id ? getUserById(id) : null;
});

/** For dashboard pages: the signed-in user, or a redirect to the sign-in page. */
export async function requireSessionUser() {
  const user = await getSessionUser();
  if (!user) {
    // proxy.ts hands over the page's path, so signing in returns there (the sign-in page keeps same-site paths only).
    const path = (await headers()).get(PATH_HEADER);
    redirect(path ? `/signin?callbackUrl=${encodeURIComponent(path)}` : "/signin");
  }
  return user;
}
