"use client";

import { useState } from "react";
import { buildQuery } from "./build-query";
import type { DownloadFormat, GeneratorOptions } from "./generator-types";
import { loadImage } from "./image-cache";
import type { PreviewError } from "./preview-error";
import { saveFile } from "./save-file";

/**
 * Download PNG / SVG / PDF: the image for the current options in that format, from the preview cache
 * when it holds it (the preview in the same format costs no second request), saved as codebeam-qr.*.
 */
export function useDownload(options: GeneratorOptions | null) {
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: PreviewError } | null>(null);
  const key = options ? buildQuery(options, "png") : null;

  async function start(format: DownloadFormat) {
    if (!options || !key) return;
    setBusy(format);
    setFailure(null);
    const result = await loadImage(buildQuery(options, format));
    setBusy(null);
    if (result.ok) saveFile(result.image.url, `codebeam-qr.${format}`);
    else setFailure({ key, error: result.error });
  }

  // A failure is about the options it was asked with: any change hides it.
  return { busy, error: failure && failure.key === key ? failure.error : null, start };
}
