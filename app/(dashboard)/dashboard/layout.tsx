import { type ReactNode, Suspense } from "react";
import Link from "next/link";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { LogoMark, Logo } from "@/components/brand/logo";
import { BalancePill } from "@/components/dashboard/balance-pill";
import { CommandPalette, PaletteButton } from "@/components/dashboard/command-palette";
import { MobileNav } from "@/components/dashboard/mobile-nav";
import { NavLinks } from "@/components/dashboard/nav-links";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Toaster } from "@/components/ui/toaster";
import { WorkspaceProvider } from "@/components/workspaces/workspace-context";
import { WorkspaceSwitcher } from "@/components/workspaces/workspace-switcher";
import { WorkspaceUrl } from "@/components/workspaces/workspace-url";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";
import { listWorkspaces } from "@/lib/workspaces/list-workspaces";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, workspace } = await requireWorkspace();
  const [{ balance }, workspaces] = await Promise.all([getCreditBalance(workspace.id), listWorkspaces(user.id)]);
  const signOut = (
    <Link href="/signout" className="shrink-0 text-sm font-medium whitespace-nowrap text-zinc-600 hover:text-zinc-900">
      Sign out
    </Link>
  );

  return (
    <WorkspaceProvider workspace={workspace}>
      <div className="min-h-dvh lg:pl-64">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow-lg focus:outline-2 focus:outline-brand-500"
        >
          Skip to content
        </a>
        <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-zinc-200 bg-white lg:flex">
          <div className="flex h-16 shrink-0 items-center border-b border-zinc-200 px-5">
            <Logo href="/dashboard" />
          </div>
          <div className="border-b border-zinc-100 px-3 py-3">
            <WorkspaceSwitcher workspaces={workspaces.data} />
          </div>
          <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
            <NavLinks />
          </nav>
          <div className="border-t border-zinc-100 px-5 py-4 text-xs text-zinc-500">Codebeam · self-hosted</div>
        </aside>

        <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white/90 backdrop-blur">
          <div className="relative flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
            <MobileNav
              top={<WorkspaceSwitcher workspaces={workspaces.data} />}
              footer={
                <div className="flex items-center justify-between px-3 text-sm text-zinc-600">
                  <Link href="/dashboard/settings" className="min-w-0 truncate hover:text-zinc-900" title="Settings">
                    {user.name}
                  </Link>
                  {signOut}
                </div>
              }
            />
            <Link href="/dashboard" className="lg:hidden" aria-label="Codebeam dashboard">
              <LogoMark />
            </Link>
            <div className="ml-auto flex min-w-0 items-center gap-4">
              <PaletteButton />
              <ThemeToggle />
              <BalancePill balance={balance} />
              <Link
                href="/dashboard/settings"
                className="hidden max-w-48 truncate text-sm font-medium text-zinc-800 hover:text-zinc-950 hover:underline sm:inline"
                title={`${user.email}: settings`}
              >
                {user.name}
              </Link>
              <span className="hidden sm:inline">{signOut}</span>
            </div>
          </div>
        </header>

        <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 focus:outline-none sm:px-6 lg:px-8">
          {children}
        </main>
        <Toaster />
        <CommandPalette />
        <Suspense>
          <WorkspaceUrl />
        </Suspense>
      </div>
    </WorkspaceProvider>
  );
}
