"use client";

import { Button } from "@/components/ui/button";
import type { DownloadFormat } from "./generator-types";
import type { PreviewError } from "./preview-error";
import { PreviewErrorView } from "./preview-error-view";
import type { PreviewState } from "./use-qr-preview";

interface PreviewPanelProps {
  preview: PreviewState;
  /** Why nothing is requested right now ("type something", "too long"), if so. */
  idleMessage: string | null;
  placeholderImage: string;
  /** "Sunset Gradient · PNG · 512 px" under the image. */
  caption: string | null;
  current: boolean;
  downloading: DownloadFormat | null;
  downloadError: PreviewError | null;
  onDownload: (format: DownloadFormat) => void;
  footer?: React.ReactNode;
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-3.5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
    />
  );
}

/** The live image, its loading and error states, and the download buttons (PNG, SVG, print PDF). */
export function PreviewPanel({
  preview,
  idleMessage,
  placeholderImage,
  caption,
  current,
  downloading,
  downloadError,
  onDownload,
  footer,
}: PreviewPanelProps) {
  const { image, loading, error } = preview;
  const showImage = image !== null && idleMessage === null;
  const shownError = downloadError ?? (idleMessage === null ? error : null);
  // A code the server refused to draw (a 400 about these options) cannot be downloaded either.
  const canDownload = idleMessage === null && !error?.permanent;

  return (
    <div className="space-y-4">
      <div
        aria-busy={loading}
        className="relative mx-auto aspect-square w-full max-w-80 overflow-hidden rounded-xl border border-zinc-200 bg-zinc-50"
      >
        {showImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: URL from the API, not a static asset
          <img
            src={image.url}
            alt="QR code preview"
            data-current={current && !loading ? "true" : "false"}
            className={`size-full object-contain transition-opacity duration-200 ${error && !loading ? "opacity-30 grayscale" : loading ? "opacity-70" : ""}`}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 bg-white/80 p-6 text-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- static template preview */}
            <img src={placeholderImage} alt="" className="size-36 object-contain opacity-25 blur-[1px]" />
            <p className="text-sm text-zinc-500">
              {idleMessage ?? (loading ? "Drawing your code…" : "Your code appears here.")}
            </p>
          </div>
        )}
        {loading ? (
          <span
            role="status"
            className="absolute top-2 right-2 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-zinc-700 shadow-sm ring-1 ring-zinc-200"
          >
            <Spinner />
            {error?.retryAt ? "Waiting" : "Updating"}
          </span>
        ) : null}
      </div>
      {caption && showImage ? <p className="text-center text-xs text-zinc-500">{caption}</p> : null}
      {shownError ? <PreviewErrorView error={shownError} /> : null}
      <div className="grid grid-cols-2 gap-2">
        <Button
          className="col-span-2"
          onClick={() => onDownload("png")}
          disabled={!canDownload || downloading !== null}
        >
          {downloading === "png" ? <Spinner /> : null}
          Download PNG
        </Button>
        <Button variant="secondary" onClick={() => onDownload("svg")} disabled={!canDownload || downloading !== null}>
          {downloading === "svg" ? <Spinner /> : null}
          Download SVG
        </Button>
        <Button variant="secondary" onClick={() => onDownload("pdf")} disabled={!canDownload || downloading !== null}>
          {downloading === "pdf" ? <Spinner /> : null}
          Download PDF
        </Button>
      </div>
      {footer}
    </div>
  );
}
