import type { Metadata } from "next";
import Link from "next/link";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { CreditSummary } from "@/components/credits/credit-summary";
import { ArrowRightIcon, CodeIcon, CreditIcon, KeyIcon, QrIcon } from "@/components/ui/icons";
import { ScansOverview } from "@/components/overview/scans-overview";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";
import { getAccountOverview } from "@/lib/stats/get-account-overview";

export const metadata: Metadata = { title: "Overview" };

const links = [
  {
    href: "/dashboard/keys",
    icon: KeyIcon,
    title: "Create an API key",
    text: "Call the REST API from your own code or scripts.",
  },
  {
    href: "/dashboard/credits",
    icon: CreditIcon,
    title: "Review your credits",
    text: "Every grant and charge, with the balance after it.",
  },
  {
    href: "/dashboard/api",
    icon: CodeIcon,
    title: "Read the API reference",
    text: "Endpoints, parameters and responses, from the OpenAPI document.",
  },
  {
    href: "/dashboard/codes",
    icon: QrIcon,
    title: "Saved codes",
    text: "Your dynamic and static codes, their short links and scan statistics.",
  },
];

const DAYS = 30;

export default async function OverviewPage() {
  const { user, workspace } = await requireWorkspace();
  const [credits, overview] = await Promise.all([
    getCreditBalance(workspace.id),
    getAccountOverview(workspace.id, DAYS),
  ]);
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.name}`}
        description={
          overview.codeCount
            ? "Your codes and their scans at a glance."
            : "Make your first code: print it, share it, and watch the scans come in."
        }
        action={<ButtonLink href="/dashboard/codes/new">Create a QR code</ButtonLink>}
      />
      {overview.codeCount ? (
        <ScansOverview overview={overview} days={DAYS} />
      ) : (
        <EmptyState icon={<QrIcon className="size-6" />} title="No codes yet">
          <p>
            A dynamic code gets a short link you can point anywhere later, with scan statistics; a static code holds its
            content itself.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <ButtonLink href="/dashboard/codes/new">Create a QR code</ButtonLink>
            <ButtonLink href="/dashboard/templates" variant="secondary">
              Browse templates
            </ButtonLink>
          </div>
        </EmptyState>
      )}
      <h2 className="mt-10 mb-4 text-sm font-semibold tracking-wide text-zinc-500 uppercase">Credits</h2>
      <CreditSummary credits={credits} />
      <h2 className="mt-10 mb-4 text-sm font-semibold tracking-wide text-zinc-500 uppercase">Next steps</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full items-start gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 text-sm font-semibold text-zinc-900">
                  {title}
                  <ArrowRightIcon className="size-4 text-zinc-500 transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 block text-sm text-zinc-500">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
