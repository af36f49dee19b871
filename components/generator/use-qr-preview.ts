"use client";

import { useEffect, useState } from "react";
import { cachedImage, type ImageResult, loadImage, type QrImage } from "./image-cache";
import type { PreviewError } from "./preview-error";

const DEBOUNCE_MS = 300;

export interface PreviewState {
  /** The latest image that loaded; kept on screen while the next one loads or fails. */
  image: QrImage | null;
  /** The query `image` was made from. */
  imageQuery: string | null;
  error: PreviewError | null;
  loading: boolean;
}

/**
 * The live preview of `query` (null: nothing to show). A query seen before is answered from
 * memory at once; a new one waits until the options stop changing for DEBOUNCE_MS, and after a
 * 429 until the server's Retry-After has passed, then asks again by itself.
 */
export function useQrPreview(query: string | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ image: null, imageQuery: null, error: null, loading: false });
  const [cooldownUntil, setCooldownUntil] = useState(0);

  useEffect(() => {
    const apply = (result: ImageResult, forQuery: string) => {
      if (result.ok) setState({ image: result.image, imageQuery: forQuery, error: null, loading: false });
      else {
        setState((current) => ({ ...current, error: result.error, loading: false }));
        if (result.error.retryAt) setCooldownUntil(result.error.retryAt);
      }
    };
    if (query === null) {
      setState((current) => ({ ...current, error: null, loading: false }));
      return;
    }
    const known = cachedImage(query);
    if (known) {
      apply(known, query);
      return;
    }
    let cancelled = false;
    setState((current) => ({ ...current, loading: true }));
    const timer = setTimeout(
      async () => {
        const result = await loadImage(query);
        if (!cancelled) apply(result, query);
      },
      Math.max(DEBOUNCE_MS, cooldownUntil - Date.now()),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, cooldownUntil]);

  return state;
}

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 once passed. */
export function useSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until || until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}
