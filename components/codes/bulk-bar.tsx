"use client";

import { useState } from "react";
import { exportQrCodesContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/components/ui/format";
import { saveFile } from "@/components/generator/save-file";
import { readApiError } from "@/components/ui/api-error";
import { NETWORK_ERROR, workspaceHeaders } from "@/components/ui/api-client";
import { keyOf } from "@/components/ui/api-call";
import { useCan } from "@/components/workspaces/workspace-context";
import type { CodeAction } from "./code-action-dialog";

const ZIP_FORMATS = ["png", "svg", "pdf"] as const;
type ZipFormat = (typeof ZIP_FORMATS)[number];

/** POST /api/v1/qrcodes/export: the selected codes as one ZIP, saved by the browser. */
async function downloadZip(ids: string[], format: ZipFormat): Promise<string | null> {
  try {
    // A ZIP, not JSON: fetched here rather than through call(), the URL still from the contract.
    const response = await fetch(keyOf(exportQrCodesContract), {
      method: "POST",
      headers: { "content-type": "application/json", ...workspaceHeaders() },
      body: JSON.stringify({ ids, format }),
    });
    if (!response.ok) return (await readApiError(response)).message;
    const url = URL.createObjectURL(await response.blob());
    saveFile(url, `codebeam-codes-${format}.zip`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return NETWORK_ERROR;
  }
}

/** Shown while codes are selected: download them as a ZIP or a sheet to print, change their tags, expire or delete them together. */
export function BulkBar({
  ids,
  onAction,
  onTags,
  onPrint,
  onClear,
}: {
  ids: string[];
  onAction: (action: CodeAction, ids: string[]) => void;
  onTags: () => void;
  onPrint: () => void;
  onClear: () => void;
}) {
  const canEdit = useCan("EDITOR");
  const [busy, setBusy] = useState<ZipFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: ZipFormat) => {
    setBusy(format);
    setError(await downloadZip(ids, format));
    setBusy(null);
  };
  return (
    <section
      aria-label="Selected codes"
      className="flex flex-wrap items-center gap-2 border-b border-brand-100 bg-brand-50 px-4 py-2.5 sm:px-5"
    >
      <p className="mr-auto text-sm font-medium text-brand-900" aria-live="polite">
        {formatNumber(ids.length)} selected
      </p>
      {ZIP_FORMATS.map((format) => (
        <Button key={format} size="sm" variant="secondary" disabled={busy !== null} onClick={() => download(format)}>
          {busy === format ? "Preparing ZIP…" : `Download ${format.toUpperCase()} (ZIP)`}
        </Button>
      ))}
      <Button size="sm" variant="secondary" onClick={onPrint}>
        Print sheet…
      </Button>
      {/* A VIEWER may download what they read; changing the codes is for EDITOR and up. */}
      {canEdit ? (
        <>
          <Button size="sm" variant="secondary" onClick={onTags}>
            Tags…
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onAction("expire", ids)}>
            Expire…
          </Button>
          <Button size="sm" variant="danger-outline" onClick={() => onAction("delete", ids)}>
            Delete…
          </Button>
        </>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
