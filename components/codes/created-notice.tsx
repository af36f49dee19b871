"use client";

import { type ReactNode, useEffect, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";

/** "Your code is saved": dismissible, and the `created` flag leaves the address so a reload does not repeat it. */
export function CreatedNotice({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("created")) return;
    url.searchParams.delete("created");
    window.history.replaceState(window.history.state, "", url);
  }, []);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
    >
      <p className="flex-1">{children}</p>
      <button
        type="button"
        onClick={() => setShown(false)}
        className="-m-1 rounded p-1 text-emerald-700 hover:bg-emerald-100"
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">Dismiss</span>
      </button>
    </div>
  );
}
