"use client";

import { useEffect, useRef, useState } from "react";
import type { LiveScan } from "@/lib/live-scans/live-notice";

export type LiveStatus = "off" | "connecting" | "live" | "paused" | "closed";

interface Handlers {
  onScan(scan: LiveScan): void;
  /** Scans may have been missed (a resume past its limit, or the tab was hidden): reload the figures. */
  onReset(): void;
}

/**
 * Follows a live scan stream with an EventSource while `url` is set and the tab is visible: a
 * hidden tab closes it (no work for a page nobody sees) and, once visible again, reopens it and
 * asks for a reload of what was missed meanwhile. The EventSource reconnects by itself after a
 * dropped connection, resuming with Last-Event-ID; a refusal (429, signed out) closes it.
 */
export function useLiveScans(url: string | null, handlers: Handlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>("off");
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!url) return void setStatus("off");
    let source: EventSource | null = null;
    const open = () => {
      source = new EventSource(url);
      setStatus("connecting");
      source.onopen = () => setStatus("live");
      source.onerror = () => setStatus(source?.readyState === EventSource.CLOSED ? "closed" : "connecting");
      source.addEventListener("scan", (event) => latest.current.onScan(JSON.parse((event as MessageEvent).data)));
      source.addEventListener("reset", () => latest.current.onReset());
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      if (document.hidden) {
        close();
        setStatus("paused");
      } else if (!source) {
        open();
        latest.current.onReset();
      }
    };
    if (document.hidden) setStatus("paused");
    else open();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      close();
    };
  }, [url]);
  return status;
}
