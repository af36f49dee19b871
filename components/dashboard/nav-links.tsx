"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useWorkspace, useWorkspaceHref } from "@/components/workspaces/workspace-context";
import { isActive, navItemsFor } from "./nav-items";

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const { role } = useWorkspace();
  const inWorkspace = useWorkspaceHref();
  return (
    <ul className="space-y-1">
      {navItemsFor(role).map(({ href, label, icon: Icon }) => {
        const active = isActive(pathname, href);
        return (
          <li key={href}>
            <Link
              href={inWorkspace(href)}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                active ? "bg-brand-50 text-brand-700" : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
              }`}
            >
              <Icon className={`size-5 shrink-0 ${active ? "text-brand-600" : "text-zinc-500"}`} />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
