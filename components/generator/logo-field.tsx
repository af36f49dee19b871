"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LOGO_FILE_TYPES, uploadLogoFile } from "./upload-logo-file";

const input =
  "block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

interface LogoFieldProps {
  draft: string;
  onDraft: (value: string) => void;
  onApply: () => void;
  applied: string;
  /** Sets and applies a logo at once (an upload's `logo:<id>`, or "" to remove it). */
  onSet: (value: string) => void;
  /** Signed in: a file can be uploaded (POST /api/v1/logos) as well as a URL typed. */
  canUpload?: boolean;
}

/**
 * The logo: a file from the device (signed in) or an image URL, applied on Enter or when the field
 * loses focus (not on every keystroke: the server fetches it).
 */
export function LogoField({ draft, onDraft, onApply, applied, onSet, canUpload = false }: LogoFieldProps) {
  const pending = draft.trim() !== applied;
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const uploaded = applied.startsWith("logo:");

  async function pick(chosen: File | undefined) {
    if (!chosen) return;
    setBusy(true);
    setProblem(undefined);
    const result = await uploadLogoFile(chosen);
    setBusy(false);
    if ("problem" in result) return setProblem(result.problem);
    setFileName(chosen.name);
    onSet(result.logo);
  }

  return (
    <div>
      <label htmlFor="qr-logo" className="mb-1.5 block text-sm font-medium text-zinc-800">
        {canUpload ? "Logo" : "Logo URL"} <span className="font-normal text-zinc-500">(optional)</span>
      </label>
      {uploaded ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm">
          <span id="qr-logo" className="min-w-0 flex-1 truncate text-zinc-800" data-testid="uploaded-logo">
            Uploaded {fileName ?? "logo"}
          </span>
          <Button size="sm" variant="ghost" onClick={() => onSet("")}>
            Remove logo
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <input
            id="qr-logo"
            type="url"
            inputMode="url"
            value={draft}
            placeholder="https://example.com/logo.png"
            onChange={(event) => onDraft(event.target.value)}
            onBlur={onApply}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                onApply();
              }
            }}
            aria-describedby="qr-logo-hint"
            className={`${input} min-w-0 flex-1 basis-56`}
          />
          {canUpload ? (
            <>
              <input
                ref={file}
                type="file"
                accept={LOGO_FILE_TYPES.join(",")}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  void pick(event.target.files?.[0]);
                  event.target.value = "";
                }}
                data-testid="logo-file"
              />
              <Button variant="secondary" onClick={() => file.current?.click()} disabled={busy}>
                {busy ? "Uploading…" : "Upload a file"}
              </Button>
            </>
          ) : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="mt-1.5 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <p id="qr-logo-hint" className="mt-1.5 text-xs text-zinc-500">
        {pending && !uploaded ? "Press Enter to apply. " : ""}A PNG, JPEG, WebP, GIF or AVIF image up to 2 MB, placed in
        the centre; error correction rises to at least Q.
      </p>
    </div>
  );
}
