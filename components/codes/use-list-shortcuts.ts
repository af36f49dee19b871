"use client";

import { useEffect, useRef } from "react";
import { useDashboardRouter } from "@/components/workspaces/workspace-context";

/** True while a key would be typed into something (a field, a select, an editable area) or a dialog is open. */
export function typingOrModal(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const field = "input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset])";
  if (target?.closest(`${field}, textarea, select, [contenteditable=''], [contenteditable='true']`)) return true;
  return Boolean(document.querySelector("dialog[open], [role=menu]"));
}

/**
 * The codes list's keys: `/` to the search box, `c` to a new code, `e` to quick-edit the code whose
 * row has the focus (else the one selected). None fires while typing, with a modifier, or over a dialog.
 */
export function useListShortcuts(edit: (id: string) => void, selectedIds: string[]) {
  const router = useDashboardRouter();
  const latest = useRef({ edit, selectedIds });
  latest.current = { edit, selectedIds };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || typingOrModal(event)) return;
      if (event.key === "/") {
        event.preventDefault();
        document.getElementById("codes-q")?.focus();
      } else if (event.key === "c") {
        event.preventDefault();
        router.push("/dashboard/codes/new");
      } else if (event.key === "e") {
        const row = document.activeElement?.closest<HTMLElement>("[data-code-id]");
        const { selectedIds: chosen } = latest.current;
        const id = row?.dataset.codeId ?? (chosen.length === 1 ? chosen[0] : undefined);
        if (!id) return;
        event.preventDefault();
        latest.current.edit(id);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [router]);
}
