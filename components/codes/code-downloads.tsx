"use client";

import { useState } from "react";
import { keyOf } from "@/components/ui/api-call";
import { qrCodeImageContract } from "@/components/ui/api-routes.generated";
import { buttonClass } from "@/components/ui/button";
import { codeFileName } from "@/lib/codes/code-file-name";
import { useWorkspaceFileUrl } from "@/components/workspaces/workspace-context";
import { PrintCheckPanel } from "@/components/print/print-check-panel";

const FORMATS = [
  { value: "png", label: "PNG", name: "PNG" },
  { value: "svg", label: "SVG (vector)", name: "SVG" },
  { value: "pdf", label: "PDF (print)", name: "PDF" },
  { value: "webp", label: "WebP", name: "WebP" },
  { value: "jpeg", label: "JPEG", name: "JPEG" },
] as const;
const SIZES = [256, 512, 1024, 2000] as const;

const select =
  "block h-9 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

/**
 * Format and size of the saved code's image, downloaded under a name made from the code's name,
 * and the print check (not for AI art, which has no layout to check).
 */
export function CodeDownloads({ code }: { code: { id: string; name: string | null; size: number; mode?: string } }) {
  const [format, setFormat] = useState<(typeof FORMATS)[number]["value"]>("png");
  const [size, setSize] = useState<number>(SIZES.includes(code.size as (typeof SIZES)[number]) ? code.size : 1024);
  const inWorkspace = useWorkspaceFileUrl();
  const href = inWorkspace(keyOf(qrCodeImageContract, { params: { id: code.id }, query: { format, size } }));
  return (
    <fieldset className="grid w-44 gap-2">
      <legend className="sr-only">Download the image</legend>
      <div>
        <label htmlFor="download-format" className="mb-1 block text-xs font-medium text-zinc-600">
          Format
        </label>
        <select
          id="download-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as typeof format)}
          className={select}
        >
          {FORMATS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="download-size" className="mb-1 block text-xs font-medium text-zinc-600">
          Size
        </label>
        <select
          id="download-size"
          value={size}
          onChange={(event) => setSize(Number(event.target.value))}
          className={select}
        >
          {SIZES.map((pixels) => (
            <option key={pixels} value={pixels}>
              {pixels} px
            </option>
          ))}
        </select>
      </div>
      <a
        href={href}
        download={codeFileName(code, format === "jpeg" ? "jpg" : format)}
        className={buttonClass("secondary", "sm")}
        data-testid="download-image"
      >
        Download {FORMATS.find((choice) => choice.value === format)?.name}
      </a>
      {code.mode === "AI" ? null : <PrintCheckPanel codeId={code.id} />}
    </fieldset>
  );
}
