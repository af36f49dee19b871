"use client";

import useSWR from "swr";
import { keyOf } from "@/components/ui/api-call";
import { fetchJson } from "@/components/ui/api-client";
import { getImportContract } from "@/components/ui/api-routes.generated";
import { type ImportView, isRunning } from "./import-types";

const POLL_MS = 1000;

/** One import, asked again every second while it is QUEUED or RUNNING; null `id` asks nothing. */
export function useImport(id: string | null) {
  const { data, error, mutate } = useSWR<ImportView, Error>(
    id ? keyOf(getImportContract, { params: { id } }) : null,
    fetchJson<ImportView>,
    {
      refreshInterval: (latest) => (!latest || isRunning(latest.status) ? POLL_MS : 0),
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // A lost answer mid-run is asked again at the next tick rather than ending the polling.
      shouldRetryOnError: true,
      errorRetryInterval: POLL_MS * 2,
    },
  );
  return { data: id ? (data ?? null) : null, error: error?.message ?? null, mutate };
}
