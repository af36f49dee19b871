import type { Metadata } from "next";
import { LogoMark } from "@/components/brand/logo";

export const metadata: Metadata = { title: "Page not found", robots: { index: false, follow: false } };

/** An unknown, revoked or expired share link: no hint which, and no way into the dashboard. */
export default function SharedStatsNotFound() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <header className="mb-8 inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-zinc-900">
        <LogoMark />
        <span>Codebeam</span>
      </header>
      <main className="w-full max-w-md rounded-2xl border border-zinc-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-xl font-semibold tracking-tight text-zinc-900">Statistics not available</h1>
        <p className="mt-2 text-sm text-zinc-600">
          This shared statistics link does not exist, has expired, or was revoked by its owner.
        </p>
      </main>
    </div>
  );
}
