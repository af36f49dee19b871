"use client";

import { useState } from "react";
import Link from "next/link";
import { ChoiceGroup } from "./choice-group";
import { MIN_IMAGE_SIZE } from "@/lib/generate/generate-limits";
import type { EccLevel, PreviewFormat } from "./generator-types";

const FORMATS = [
  { value: "png" as const, label: "PNG" },
  { value: "svg" as const, label: "SVG" },
];
const ECC_LEVELS: Array<{ value: EccLevel; label: string }> = [
  { value: "L", label: "L: 7% (smallest code)" },
  { value: "M", label: "M: 15% (default)" },
  { value: "Q", label: "Q: 25%" },
  { value: "H", label: "H: 30% (most robust)" },
];

interface OutputControlsProps {
  format: PreviewFormat;
  onFormat: (format: PreviewFormat) => void;
  size: number;
  onSize: (size: number) => void;
  maxSize: number;
  /** The cap after signing in, shown to anonymous visitors. */
  signedInMaxSize: number;
  signedIn: boolean;
  ecc: EccLevel;
  onEcc: (ecc: EccLevel) => void;
}

/** Format of the preview, image size (capped by the caller type) and error correction level. */
export function OutputControls({
  format,
  onFormat,
  size,
  onSize,
  maxSize,
  signedInMaxSize,
  signedIn,
  ecc,
  onEcc,
}: OutputControlsProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const typedSize = typed === null ? null : Number(typed);
  const outOfRange =
    typedSize !== null && (!/^\d{1,5}$/.test(typed ?? "") || typedSize < MIN_IMAGE_SIZE || typedSize > maxSize);
  // Only a size the server draws reaches the preview; anything else waits with a message.
  const sizeNumber = (value: string) => {
    setTyped(value);
    if (/^\d{1,5}$/.test(value) && Number(value) >= MIN_IMAGE_SIZE && Number(value) <= maxSize) onSize(Number(value));
  };
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
        <ChoiceGroup
          name="format"
          legend="Format"
          choices={FORMATS}
          value={format}
          onChange={onFormat}
          columns="grid-cols-2"
        />
        <div>
          <label htmlFor="qr-ecc" className="mb-1.5 block text-sm font-medium text-zinc-800">
            Error correction
          </label>
          <select
            id="qr-ecc"
            value={ecc}
            onChange={(event) => onEcc(event.target.value as EccLevel)}
            className="block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
          >
            {ECC_LEVELS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor="qr-size" className="text-sm font-medium text-zinc-800">
            Size
          </label>
          <span className="flex items-center gap-1.5 text-sm text-zinc-500">
            <input
              type="number"
              aria-label="Size in pixels"
              min={MIN_IMAGE_SIZE}
              max={maxSize}
              step={1}
              value={typed ?? size}
              onChange={(event) => sizeNumber(event.target.value)}
              onBlur={() => setTyped(null)}
              aria-invalid={outOfRange ? true : undefined}
              aria-describedby={outOfRange ? "qr-size-range" : undefined}
              className="h-8 w-20 rounded-md border border-zinc-300 bg-white px-2 text-right text-sm text-zinc-900 tabular-nums shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
            />
            px
          </span>
        </div>
        <input
          id="qr-size"
          type="range"
          min={MIN_IMAGE_SIZE}
          max={maxSize}
          step={8}
          value={Math.min(size, maxSize)}
          onChange={(event) => onSize(Number(event.target.value))}
          aria-describedby="qr-size-hint"
          className="w-full accent-brand-600"
        />
        {outOfRange ? (
          <p id="qr-size-range" className="mt-1 text-sm text-red-700" role="status">
            Choose a size from {MIN_IMAGE_SIZE} to {maxSize.toLocaleString("en-US")} px; the preview keeps{" "}
            {size.toLocaleString("en-US")} px until then.
          </p>
        ) : null}
        <p id="qr-size-hint" className="mt-1 text-xs text-zinc-500">
          {MIN_IMAGE_SIZE} to {maxSize.toLocaleString("en-US")} px.{" "}
          {signedIn ? (
            "Your account’s limit."
          ) : (
            <>
              <Link href="/signin" className="font-medium text-brand-700 hover:underline">
                Sign in
              </Link>{" "}
              for images up to {signedInMaxSize.toLocaleString("en-US")} px.
            </>
          )}
        </p>
      </div>
    </div>
  );
}
