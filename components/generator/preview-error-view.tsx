"use client";

import { WarningIcon } from "@/components/ui/icons";
import type { PreviewError } from "./preview-error";
import { useSecondsLeft } from "./use-qr-preview";

/** A preview or download failure, with the seconds left before a rate-limited retry. */
export function PreviewErrorView({ error }: { error: PreviewError }) {
  const secondsLeft = useSecondsLeft(error.retryAt);
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <WarningIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{error.title}</p>
        {error.lines.map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
        {error.retryAt ? (
          <p className="font-medium">
            {secondsLeft > 0 ? `Try again in ${secondsLeft} s; the preview will refresh by itself.` : "Trying again…"}
          </p>
        ) : null}
      </div>
    </div>
  );
}
