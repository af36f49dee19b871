"use client";

import { useEffect, useState } from "react";
import { readApiError } from "@/components/ui/api-error";

export interface JsonState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

/**
 * GET `url` as JSON whenever it changes; `initial` answers the first URL without a request (the
 * server rendered it). The last good data stays while the next loads; `reload` asks again.
 */
export function useJson<T>(url: string, initial: { url: string; data: T } | null): JsonState<T> & { reload: () => void } {
  const [state, setState] = useState<JsonState<T> & { url: string | null }>({
    data: initial?.data ?? null,
    error: null,
    loading: false,
    url: initial?.url ?? null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && state.url === url && state.data !== null) return;
    let cancelled = false;
    setState((current) => ({ ...current, loading: true }));
    (async () => {
      try {
        const response = await fetch(url, { cache: "no-store" });
        if (cancelled) return;
        if (!response.ok) {
          const { message } = await readApiError(response);
          if (!cancelled) setState((current) => ({ ...current, error: message, loading: false }));
          return;
        }
        const data = (await response.json()) as T;
        if (!cancelled) setState({ data, error: null, loading: false, url });
      } catch {
        if (!cancelled) setState((current) => ({ ...current, error: "Could not reach the server. Check your connection.", loading: false }));
      }
    })();
    return () => {
      cancelled = true;
    };
    // state.url/state.data are read only to skip the server-rendered first URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, attempt]);

  return { data: state.data, error: state.error, loading: state.loading, reload: () => setAttempt((count) => count + 1) };
}
