"use client";

import { Switch } from "@/components/ui/switch";
import type { LiveStatus } from "./use-live-scans";

const WORDS: Record<LiveStatus, string> = {
  off: "",
  connecting: "Connecting…",
  live: "Listening for scans",
  paused: "Paused while this tab is hidden",
  closed: "Live updates stopped: reload the page to try again",
};

/** The "Live" switch and, while on, what the stream is doing (announced politely to screen readers). */
export function LiveControl({ on, status, onToggle }: { on: boolean; status: LiveStatus; onToggle: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <Switch checked={on} pending={false} onToggle={onToggle} label="Live" />
      <span role="status" className="flex items-center gap-1.5 text-xs text-zinc-500">
        {on && status === "live" ? (
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
        ) : null}
        {on ? WORDS[status] : ""}
      </span>
    </div>
  );
}
