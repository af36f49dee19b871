"use client";

import { Toaster as Sonner } from "sonner";
import { buttonClass } from "./button";

/**
 * Where the dashboard's toasts appear (sonner: one live region, announced to screen readers, paused
 * while hovered or focused). Styled with the app's classes, so the dark palette applies to it too.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      duration={8000}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            "flex w-[calc(100vw-2rem)] max-w-md items-center gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm text-zinc-900 shadow-lg",
          content: "min-w-0 flex-1",
          title: "font-medium break-words",
          description: "text-zinc-600",
          actionButton: buttonClass("secondary", "sm", "shrink-0"),
        },
      }}
    />
  );
}
