"use client";

import { PreviewErrorView } from "@/components/generator/preview-error-view";
import type { PreviewState } from "@/components/generator/use-qr-preview";

/** The editor's live image: the last good one stays up while the next loads; errors below it. */
export function CodePreview({
  preview,
  idleMessage,
  current,
  note,
}: {
  preview: PreviewState;
  idleMessage: string | null;
  current: boolean;
  note: string;
}) {
  const { image, loading, error } = preview;
  const showImage = image !== null && idleMessage === null;
  return (
    <div className="space-y-3">
      <div
        aria-busy={loading}
        className="relative mx-auto aspect-square w-full max-w-72 overflow-hidden rounded-xl border border-zinc-200 bg-[conic-gradient(var(--color-zinc-100)_25%,white_0_50%,var(--color-zinc-100)_0_75%,white_0)] bg-[length:16px_16px]"
      >
        {showImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: URL from the API
          <img
            src={image.url}
            alt="QR code preview"
            data-current={current && !loading ? "true" : "false"}
            className={`size-full object-contain transition-opacity ${error && !loading ? "opacity-30 grayscale" : loading ? "opacity-70" : ""}`}
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-white/85 p-6 text-center text-sm text-zinc-500">
            {idleMessage ?? (loading ? "Drawing your code…" : "Your code appears here.")}
          </div>
        )}
        {loading ? (
          <span
            role="status"
            className="absolute top-2 right-2 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-zinc-700 shadow-sm ring-1 ring-zinc-200"
          >
            Updating…
          </span>
        ) : null}
      </div>
      {error && idleMessage === null ? <PreviewErrorView error={error} /> : null}
      <p className="text-center text-xs text-zinc-500">{note}</p>
    </div>
  );
}
