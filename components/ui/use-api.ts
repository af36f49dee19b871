"use client";

import { useEffect, useRef } from "react";
import useSWR, { type KeyedMutator } from "swr";
import { fetchJson } from "./api-client";

export interface ApiState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  /** Asks again now (a Refresh button, polling, after a change). */
  reload: () => void;
  /** Replaces the data without asking (after a change the page made itself). */
  mutate: KeyedMutator<T>;
}

/**
 * GET `url` as JSON through SWR, whenever it changes; `initial` answers the first URL without a
 * request (the server rendered it). The last good data stays on screen while the next loads or
 * fails. No refetch on focus or reconnect and no silent retries: the pages have Refresh buttons.
 * A null `url` asks nothing and holds no data.
 */
export function useApi<T>(url: string | null, initial: { url: string; data: T } | null = null): ApiState<T> {
  // Only the URL the server rendered, and only on first mount, is taken as fresh.
  const serverRendered = useRef(initial !== null && initial.url === url).current;
  const { data, error, isValidating, mutate } = useSWR<T, Error>(url, fetchJson<T>, {
    fallbackData: initial && initial.url === url ? initial.data : undefined,
    revalidateOnMount: !serverRendered,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  // SWR's cache outlives the page: an older answer for this URL must not win over the server's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (serverRendered && initial) void mutate(initial.data, { revalidate: false });
    // once, on mount
  }, []);
  return {
    data: url === null ? null : (data ?? null),
    error: error?.message ?? null,
    loading: isValidating,
    reload: () => void mutate(),
    mutate,
  };
}
