import "../globals.css";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";

// Sign-in, sign-up and sign-out read the session, whose options hold AUTH_SECRET: rendered per
// request, never at build time (a build has no runtime secrets).
export const dynamic = "force-dynamic";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-sm">{children}</main>
    </div>
  );
}
