"use client";

import { useEffect } from "react";
import { useWorkspaceHref } from "@/components/workspaces/workspace-context";
import { sectionHref } from "./reference-sections";

/**
 * An address whose anchor is in another section of the reference (a link from before sections,
 * or one typed by hand) is sent to that section, anchor kept.
 */
export function AnchorRedirect({ anchors, current }: { anchors: Record<string, string>; current: string }) {
  const inWorkspace = useWorkspaceHref();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash is read once, on arrival
  useEffect(() => {
    // Anchors are slugs ([a-z0-9-]); a hash that is not one is left alone (never decoded, so a
    // malformed escape cannot throw).
    const anchor = window.location.hash.slice(1);
    const section = Object.hasOwn(anchors, anchor) ? anchors[anchor] : undefined;
    if (section && section !== current) window.location.replace(inWorkspace(sectionHref(section, anchor)));
  }, []);
  return null;
}
