"use client";

import { useEffect, useState } from "react";

/**
 * True once the page has loaded and the browser is idle. For pictures that only decorate a choice
 * (template previews), so that on a slow line they never compete with the page's first paint and
 * the scripts that make it work: the landing page's ~150 KB of previews, lazy as they were, still
 * loaded ahead of its first paint whenever they lay within Chrome's lazy-loading distance.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    // Safari has no requestIdleCallback: a timer then waits for the current work to end.
    const whenIdle = (work: () => void) =>
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(work, { timeout: 1000 })
        : window.setTimeout(work, 50);
    const settle = () => {
      idle = whenIdle(() => setSettled(true));
    };
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
    return () => {
      window.removeEventListener("load", settle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, []);
  return settled;
}
