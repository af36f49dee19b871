"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AttemptResult } from "./attempt-result";
import { RelativeTime } from "./relative-time";
import { cell } from "./table-cell";
import { DeliveryStatusBadge } from "./webhook-badges";
import type { Delivery } from "./webhook-types";

const label = "text-zinc-500 xl:hidden";
const row = "relative flex flex-wrap items-center gap-x-2 gap-y-1 px-4 sm:px-5 xl:static xl:table-row xl:p-0";

type Props = { delivery: Delivery; retrying: boolean; onRetry: (delivery: Delivery) => void };

/** One delivery: its latest attempt, its retry time and a Retry button; earlier attempts unfold beneath it. */
export function DeliveryRow({ delivery, retrying, onRetry }: Props) {
  const [open, setOpen] = useState(false);
  const [showBody, setShowBody] = useState(false);
  const latest = delivery.attempts.at(-1);
  const earlier = delivery.attempts.slice(0, -1).reverse();
  return (
    <>
      <tr data-testid="delivery-row" data-delivery-id={delivery.id} className={`${row} py-3`}>
        <td
          className={`${cell} w-full pr-20 text-xs whitespace-nowrap text-zinc-500 xl:w-auto xl:pr-3 xl:text-sm xl:text-zinc-700`}
        >
          {/* When the event happened: the log's order (newest first); each attempt's own time is beside it. */}
          <RelativeTime value={delivery.createdAt} past />
          <span className="block text-xs text-zinc-500 max-xl:hidden" title={delivery.id}>
            {delivery.id.slice(0, 14)}…
          </span>
        </td>
        <td className={`${cell} w-full xl:w-auto`}>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 xl:block">
            <span className="block font-mono text-xs text-zinc-900">{delivery.eventType}</span>
            <button
              type="button"
              onClick={() => setShowBody(!showBody)}
              aria-expanded={showBody}
              aria-label={`${showBody ? "Hide" : "Show"} the request body of delivery ${delivery.id}`}
              className="text-xs font-medium text-brand-700 hover:underline xl:mt-1 xl:block"
            >
              {showBody ? "Hide body" : "Request body"}
            </button>
            <span className="inline-block xl:mt-1">
              <DeliveryStatusBadge status={delivery.status} />
            </span>
          </span>
        </td>
        <td className={`${cell} text-zinc-700 tabular-nums`}>
          <span className={label}>Attempt </span>
          {latest ? (
            <>
              {latest.attempt}
              <span className="ml-1 text-xs text-zinc-500">
                · <RelativeTime value={latest.at} past />
              </span>
            </>
          ) : (
            "—"
          )}
          {earlier.length ? (
            <button
              type="button"
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              className="block text-xs font-medium text-brand-700 hover:underline"
            >
              {open
                ? "Hide earlier attempts"
                : `Show ${earlier.length} earlier ${earlier.length === 1 ? "attempt" : "attempts"}`}
            </button>
          ) : null}
        </td>
        <AttemptResult attempt={latest} />
        <td
          className={`${cell} text-xs whitespace-nowrap text-zinc-600 max-xl:w-full xl:text-sm ${delivery.nextAttemptAt ? "" : "max-xl:hidden"}`}
        >
          {delivery.nextAttemptAt ? (
            <>
              <span className={label}>Next retry </span>
              <RelativeTime value={delivery.nextAttemptAt} />
            </>
          ) : (
            <span className="text-zinc-500">—</span>
          )}
        </td>
        <td className={`${cell} absolute top-2.5 right-4 sm:right-5 xl:static xl:text-right`}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRetry(delivery)}
            disabled={retrying}
            aria-label={`Retry ${delivery.eventType} delivery ${delivery.id}`}
            title={
              delivery.status === "PENDING"
                ? "Send it now instead of waiting for the next retry"
                : "Send it again, with the same webhook-id"
            }
          >
            {retrying ? "Queuing…" : "Retry"}
          </Button>
        </td>
      </tr>
      {showBody ? (
        <tr className={`${row} bg-zinc-50 py-2`}>
          <td className={`${cell} w-full`} colSpan={6}>
            <pre
              tabIndex={0}
              aria-label={`Request body of delivery ${delivery.id}`}
              className="max-h-64 overflow-auto rounded-md border border-zinc-200 bg-white p-3 font-mono text-xs text-zinc-800 focus:outline-2 focus:outline-brand-500"
            >
              {prettyJson(delivery.body)}
            </pre>
          </td>
        </tr>
      ) : null}
      {open
        ? earlier.map((attempt) => (
            <tr key={attempt.attempt} className={`${row} bg-zinc-50 py-2 text-zinc-500`}>
              <td className={`${cell} w-full text-xs xl:w-auto`}>
                <RelativeTime value={attempt.at} past />
              </td>
              <td className={`${cell} max-xl:hidden`} />
              <td className={`${cell} text-xs tabular-nums`}>
                <span className={label}>Attempt </span>
                {attempt.attempt}
              </td>
              <AttemptResult attempt={attempt} />
              <td className={`${cell} max-xl:hidden`} colSpan={2} />
            </tr>
          ))
        : null}
    </>
  );
}

/** The body as sent, indented for reading (it is JSON by construction; anything else is shown as is). */
function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
