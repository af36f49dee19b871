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
    // Safari has no requestIdleCallback: a timer then waits for the current work to end. Each kind
    // of handle is cancelled by its own function (their numbers are separate series).
    const idleCallbacks = typeof window.requestIdleCallback === "function";
    let handle: number | undefined;
    const settle = () => {
      const done = () => setSettled(true);
      handle = idleCallbacks ? window.requestIdleCallback(done, { timeout: 1000 }) : window.setTimeout(done, 50);
    };
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
    return () => {
      window.removeEventListener("load", settle);
      if (handle === undefined) return;
      if (idleCallbacks) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return settled;
}
