"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useWorkspaceHref } from "@/components/workspaces/workspace-context";
import { sectionHref } from "./reference-sections";

/** A link to a section of the API reference (and an anchor in it), kept in this workspace. */
export function ReferenceLink({
  section,
  anchor,
  className,
  current,
  children,
}: {
  section: string;
  anchor?: string;
  className?: string;
  current?: boolean;
  children: ReactNode;
}) {
  const inWorkspace = useWorkspaceHref();
  return (
    <Link
      href={inWorkspace(sectionHref(section, anchor))}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}
