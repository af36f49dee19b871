"use client";

import { useRouter } from "next/navigation";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { setApiWorkspace } from "@/components/ui/api-client";
import { roleAtLeast, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import type { WorkspaceView } from "@/lib/workspaces/workspace-schemas";
import { withWorkspace } from "./workspace-href";

const WorkspaceContext = createContext<WorkspaceView | null>(null);

/**
 * The workspace the dashboard shows (components/auth/session-workspace.ts chose it): what its
 * pages read with useWorkspace, and what every API call names (X-Codebeam-Workspace).
 */
export function WorkspaceProvider({ workspace, children }: { workspace: WorkspaceView; children: ReactNode }) {
  // Set while rendering, so the first effects' calls already name it; a switch reloads the page.
  if (typeof window !== "undefined") setApiWorkspace(workspace.id);
  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): WorkspaceView {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error("useWorkspace outside the dashboard's WorkspaceProvider");
  return workspace;
}

/** Whether the member's role here is `needed` or stronger (the server checks again). */
export function useCan(needed: WorkspaceRole): boolean {
  return roleAtLeast(useWorkspace().role, needed);
}

/** A dashboard href in this workspace (so a copied link opens the same one for a teammate). */
export function useWorkspaceHref(): (href: string) => string {
  const { slug } = useWorkspace();
  return (href) => withWorkspace(href, "workspace", slug);
}

/** An API URL a browser loads without headers (an image, a download), in this workspace. */
export function useWorkspaceFileUrl(): (url: string) => string {
  const { id } = useWorkspace();
  return (url) => withWorkspace(url, "workspace", id);
}

/** Next's router, its push and replace kept in this workspace (a page the URL names it on). */
export function useDashboardRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  const { slug } = useWorkspace();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(withWorkspace(href, "workspace", slug), options),
      replace: (href, options) => router.replace(withWorkspace(href, "workspace", slug), options),
    }),
    [router, slug],
  );
}
