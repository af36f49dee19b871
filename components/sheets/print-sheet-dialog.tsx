"use client";

import { useState } from "react";
import { FormDialog } from "@/components/codes/form-dialog";
import { saveFile } from "@/components/generator/save-file";
import { keyOf } from "@/components/ui/api-call";
import { NETWORK_ERROR, workspaceHeaders } from "@/components/ui/api-client";
import { readApiError } from "@/components/ui/api-error";
import { createSheetContract } from "@/components/ui/api-routes.generated";
import type { QrCodeSummary } from "@/components/codes/code-types";
import { formatNumber } from "@/components/ui/format";
import { resolveSheetLayout, type SheetLayoutFields } from "@/lib/sheets/resolve-sheet-layout";
import { placeSheet } from "@/lib/sheets/sheet-layout";
import { SheetFields } from "./sheet-fields";
import { useCodeAspect } from "./use-code-aspect";
import { type PreviewCode, SheetPreview } from "./sheet-preview";

const FILE_NAME = "codebeam-sheet.pdf";
const mm = (value: number) => String(Number(value.toFixed(2)));
const axes = ({ x, y }: { x: number; y: number }) => (x === y ? mm(x) : `${mm(x)} × ${mm(y)}`);

interface Options {
  cropMarks: boolean;
  cmyk: boolean;
  force: boolean;
}

/** POST /api/v1/qrcodes/sheet, saved by the browser; the error's message and its first details otherwise. */
async function downloadSheet(body: object): Promise<string | null> {
  try {
    // A PDF, not JSON: fetched here rather than through call(), the URL still from the contract.
    const response = await fetch(keyOf(createSheetContract), {
      method: "POST",
      headers: { "content-type": "application/json", ...workspaceHeaders() },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const error = await readApiError(response);
      // A layout refusal's message is its one detail; a print-check refusal lists the codes.
      const details = Object.values(error.paths ?? {}).filter((detail) => !error.message.includes(detail));
      return [error.message, ...details.slice(0, 3)].join(" ");
    }
    const url = URL.createObjectURL(await response.blob());
    saveFile(url, FILE_NAME);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return NETWORK_ERROR;
  }
}

/** "Print sheet": the selected codes on label-sheet pages, with a preview of page 1 drawn from the server's own layout. */
export function PrintSheetDialog({
  codes,
  thumbnails,
  tag,
  onClose,
}: {
  codes: Pick<QrCodeSummary, "id" | "name" | "shortLink" | "targetUrl">[];
  thumbnails: Record<string, string>;
  /** The list's tag filter: the sheet may take every code carrying it instead of the selection. */
  tag?: string;
  onClose: () => void;
}) {
  const [byTag, setByTag] = useState(false);
  const [fields, setFields] = useState<SheetLayoutFields>({ label: "name" });
  const [options, setOptions] = useState<Options>({ cropMarks: false, cmyk: false, force: false });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const layout = resolveSheetLayout({ ...fields, cropMarks: options.cropMarks });
  const placement = placeSheet(layout, useCodeAspect(codes.map((code) => thumbnails[code.id])));
  const pages = placement.ok ? Math.ceil(codes.length / placement.sheet.cells.length) : 0;
  const shown = {
    columns: String(layout.columns),
    rows: String(layout.rows),
    codeWidthMm: mm(layout.codeWidthMm),
    marginMm: axes(layout.marginMm),
    gapMm: axes(layout.gapMm),
  };
  const download = async () => {
    if (!placement.ok) return setError(placement.message);
    setPending(true);
    const body = {
      ...fields,
      ...(byTag && tag ? { tag } : { ids: codes.map((code) => code.id) }),
      cropMarks: options.cropMarks,
      colorSpace: options.cmyk ? "CMYK" : "RGB",
      force: options.force,
    };
    setError((await downloadSheet(body)) ?? undefined);
    setPending(false);
  };
  // What the server labels a code with: its name, else its link (a static code's content).
  const labelled: PreviewCode[] = codes.map(({ id, name, shortLink, targetUrl }) => {
    const link = shortLink ?? targetUrl;
    return {
      id,
      image: thumbnails[id],
      label: layout.label === "none" ? null : layout.label === "name" ? name || link : link,
    };
  });
  const toggle = (key: keyof Options, label: string) => (
    <label className="flex items-center gap-2 text-sm text-zinc-700">
      <input
        type="checkbox"
        checked={options[key]}
        onChange={(event) => setOptions({ ...options, [key]: event.target.checked })}
        className="size-4 rounded border-zinc-400 accent-brand-600"
      />
      {label}
    </label>
  );
  return (
    <FormDialog
      open
      title={`Print ${formatNumber(codes.length)} ${codes.length === 1 ? "code" : "codes"} on a sheet`}
      description="Each code prints exactly as wide as set, its quiet zone included, with its label under it."
      submitLabel="Download PDF"
      pending={pending}
      error={error}
      onSubmit={download}
      onClose={onClose}
    >
      {tag ? (
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-zinc-700">
          <legend className="sr-only">Codes on the sheet</legend>
          {[false, true].map((all) => (
            <label key={String(all)} className="flex items-center gap-2">
              <input
                type="radio"
                name="sheet-codes"
                checked={byTag === all}
                onChange={() => setByTag(all)}
                className="size-4 accent-brand-600"
              />
              {all ? `Every code tagged #${tag}` : `The ${formatNumber(codes.length)} selected`}
            </label>
          ))}
        </fieldset>
      ) : null}
      <SheetFields fields={fields} shown={shown} onChange={setFields} />
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {toggle("cropMarks", "Crop marks")}
        {toggle("cmyk", "CMYK colours")}
        {toggle("force", "Print codes that fail the print check")}
      </div>
      {placement.ok ? (
        <div className="space-y-1.5">
          <SheetPreview sheet={placement.sheet} codes={labelled} />
          <p className="text-center text-xs text-zinc-500" aria-live="polite">
            {byTag ? "Page 1" : `Page 1 of ${formatNumber(pages)}`} · {formatNumber(placement.sheet.cells.length)} codes
            a page
          </p>
        </div>
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="layout-error">
          This layout does not fit ({placement.field}): {placement.message}.
        </p>
      )}
    </FormDialog>
  );
}
