import "./globals.css";
import { Logo } from "@/components/brand/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { getSessionUser } from "@/components/auth/session-user";
import { editorTemplates } from "@/components/codes/editor-templates";
import { QrGenerator } from "@/components/generator/qr-generator";
import { ButtonLink } from "@/components/ui/button";
import { ChartIcon, CodeIcon, LinkIcon, WebhookIcon } from "@/components/ui/icons";
import { getConfig } from "@/lib/config/env";
import { findTemplate, getTemplateCatalog } from "@/lib/templates/catalog";

export const dynamic = "force-dynamic";

const features = [
  {
    icon: LinkIcon,
    title: "Tracking short links",
    text: "Dynamic codes point at a short link you can retarget at any time, without reprinting.",
  },
  {
    icon: ChartIcon,
    title: "Scan statistics",
    text: "Devices, browsers, places and daily trends, with privacy-preserving unique visitors.",
  },
  {
    icon: WebhookIcon,
    title: "Signed webhooks",
    text: "Get scan and creation events delivered with Standard Webhooks signatures.",
  },
  {
    icon: CodeIcon,
    title: "REST API and keys",
    text: "Everything the dashboard does, over a versioned API with scoped, revocable keys.",
  },
];

export default async function HomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [user, { template }] = await Promise.all([getSessionUser(), searchParams]);
  const config = getConfig();
  const catalog = getTemplateCatalog();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-2">
          <ThemeToggle />
          {user ? (
            <ButtonLink href="/dashboard" size="sm">
              Go to dashboard
            </ButtonLink>
          ) : (
            <>
              <ButtonLink href="/signin" variant="ghost" size="sm">
                Sign in
              </ButtonLink>
              <ButtonLink href="/signup" size="sm">
                Sign up
              </ButtonLink>
            </>
          )}
        </nav>
      </header>

      <main className="flex-1">
        <section className="mx-auto max-w-6xl px-4 pt-12 pb-16 text-center sm:px-6 sm:pt-20">
          <p className="mx-auto mb-4 inline-flex items-center rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
            Self-hosted · your data stays on your server
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-5xl">
            QR codes you host yourself, with the tracking built in
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-zinc-600">
            Codebeam is a self-hostable QR code service: tracking short links, scan statistics, signed webhooks and a
            REST API, on your own infrastructure.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href="#generator" variant={user ? "secondary" : "primary"}>
              Make a free QR code
            </ButtonLink>
            {user ? (
              <ButtonLink href="/dashboard">Go to dashboard</ButtonLink>
            ) : (
              <ButtonLink href="/signup" variant="secondary">
                Sign up
              </ButtonLink>
            )}
          </div>
        </section>

        <section
          id="generator"
          aria-labelledby="generator-title"
          className="mx-auto max-w-6xl scroll-mt-6 px-4 sm:px-6"
        >
          <div className="mb-6 text-center sm:text-left">
            <h2 id="generator-title" className="text-2xl font-semibold tracking-tight text-zinc-900">
              Free QR code generator
            </h2>
            <p className="mt-1 text-sm text-zinc-500">
              No account needed. Pick a template, tune it, download PNG, SVG or a print-ready PDF.
            </p>
          </div>
          <QrGenerator
            templates={editorTemplates()}
            categories={catalog.categories.map(({ source, count }) => ({ source, count }))}
            initialTemplateId={typeof template === "string" && findTemplate(template) ? template : null}
            maxSize={user ? config.MAX_IMAGE_PX_AUTH : config.MAX_IMAGE_PX_ANON}
            signedInMaxSize={config.MAX_IMAGE_PX_AUTH}
            signedIn={user !== null}
          />
        </section>

        <section
          aria-label="Features"
          className="mx-auto grid max-w-6xl gap-4 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-4"
        >
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm">
              <Icon className="size-5 text-brand-600" />
              <h3 className="mt-3 text-sm font-semibold text-zinc-900">{title}</h3>
              <p className="mt-1 text-sm text-zinc-500">{text}</p>
            </div>
          ))}
        </section>
      </main>

      <footer className="border-t border-zinc-200 py-6 text-center text-sm text-zinc-500">
        Codebeam · self-hosted QR codes
      </footer>
    </div>
  );
}
