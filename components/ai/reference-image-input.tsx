"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** Longest side of an upload as sent (the server works at 512 px; smaller bodies, same result). */
const UPLOAD_SIDE = 512;
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** A picked file scaled down in the browser to a JPEG data: URL of at most 512 px. */
async function scaledDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", 0.88);
}

interface ReferenceImageInputProps {
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string;
}

/** The reference picture: a file from the device (sent inline) or a link to one. */
export function ReferenceImageInput({ value, onChange, required, error }: ReferenceImageInputProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const uploaded = value.startsWith("data:");
  const shown = error ?? problem;

  async function pick(file: File | undefined) {
    setProblem(undefined);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem("Choose a PNG, JPEG, WebP or GIF picture.");
    if (file.size > MAX_FILE_BYTES) return setProblem("That picture is over 10 MB. Choose a smaller one.");
    try {
      onChange(await scaledDataUrl(file));
      setFileName(file.name);
    } catch {
      setProblem("That file could not be read as a picture.");
    }
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-zinc-800">
        Reference picture{" "}
        {required ? (
          <span className="font-normal text-zinc-600">(needed by this engine)</span>
        ) : (
          <span className="font-normal text-zinc-600">(optional)</span>
        )}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-800 shadow-sm hover:bg-zinc-50 focus-within:outline-2 focus-within:outline-brand-500"
        >
          Upload a picture
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED.join(",")}
            className="sr-only"
            aria-describedby={shown ? `${id}-error` : undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </label>
        <span className="text-sm text-zinc-600">or</span>
        <input
          type="url"
          aria-label="Picture link"
          placeholder="https://example.com/photo.jpg"
          value={uploaded ? "" : value}
          onChange={(event) => {
            setFileName(undefined);
            setProblem(undefined);
            onChange(event.target.value);
          }}
          className="h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-brand-500"
        />
      </div>
      {uploaded ? (
        <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-2">
          <img src={value} alt="Reference you chose" className="size-14 rounded-md object-cover" />
          <span className="min-w-0 flex-1 truncate text-sm text-zinc-700">{fileName ?? "Uploaded picture"}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange("");
              setFileName(undefined);
            }}
          >
            Remove
          </Button>
        </div>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      ) : (
        <p className="text-sm text-zinc-600">
          Its colours and shapes show through the code. Large pictures are scaled down before sending.
        </p>
      )}
    </fieldset>
  );
}
