"use client";

import { MAX_CONTENT_LENGTH } from "@/lib/generate/generate-limits";

const box =
  "block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0";

/** The link or text to encode, with a counter toward the 2048-character limit. */
export function ContentInput({
  value,
  onChange,
  placeholder,
  note,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A warning about the content that does not stop it being encoded. */
  note?: string;
}) {
  const length = value.length;
  const over = length > MAX_CONTENT_LENGTH;
  const described = ["qr-content-count", over ? "qr-content-error" : note ? "qr-content-note" : null].filter(Boolean);
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor="qr-content" className="text-sm font-medium text-zinc-800">
          Content
        </label>
        <span
          id="qr-content-count"
          aria-live="polite"
          className={`text-xs tabular-nums ${over ? "font-medium text-red-700" : "text-zinc-500"}`}
        >
          {length.toLocaleString("en-US")} / {MAX_CONTENT_LENGTH.toLocaleString("en-US")}
        </span>
      </div>
      <textarea
        id="qr-content"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        placeholder={placeholder ?? "https://example.com, a phone number or any text"}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={over || undefined}
        aria-describedby={described.join(" ")}
        className={`${box} ${over ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500"}`}
      />
      {over ? (
        <p id="qr-content-error" className="mt-1.5 text-sm text-red-700">
          Content is {(length - MAX_CONTENT_LENGTH).toLocaleString("en-US")} characters over the limit of{" "}
          {MAX_CONTENT_LENGTH.toLocaleString("en-US")}. Shorten it to see the preview.
        </p>
      ) : note ? (
        <p id="qr-content-note" className="mt-1.5 text-sm text-amber-800">
          {note}
        </p>
      ) : null}
    </div>
  );
}
