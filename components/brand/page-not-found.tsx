import { Logo } from "@/components/brand/logo";
import { ButtonLink } from "@/components/ui/button";

/** The product's own 404 page: for any unknown URL, and for a dashboard without a workspace to show. */
export function PageNotFound() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-md rounded-2xl border border-zinc-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-xl font-semibold tracking-tight text-zinc-900">Page not found</h1>
        <p className="mt-2 text-sm text-zinc-600">The address may be mistyped, or the page has moved.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">Make a QR code</ButtonLink>
          <ButtonLink href="/dashboard" variant="secondary">
            Go to the dashboard
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
