"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { useWorkspace } from "./workspace-context";
import { withWorkspace } from "./workspace-href";

/**
 * Writes the workspace shown into the address bar when the URL does not name it (a link made
 * without it), so the address a member copies opens the same workspace for a teammate. Next keeps
 * its router in step with history.replaceState.
 */
export function WorkspaceUrl() {
  const { slug } = useWorkspace();
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    if (search.get("workspace") === slug) return;
    if (search.get("workspace")) return; // named another: the page is that workspace's 404
    const query = search.toString();
    const next = withWorkspace(`${pathname}${query ? `?${query}` : ""}${window.location.hash}`, "workspace", slug);
    window.history.replaceState(window.history.state, "", next);
  }, [pathname, search, slug]);
  return null;
}
