"use client";

import type { EccLevel } from "@/components/generator/generator-types";
import { ECC_LEVELS } from "@/lib/render/style-choices";
import { FieldError } from "./field-error";

const select =
  "block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 sm:w-48";

/** The saved code's error correction level, with the server's message about it (if any). */
export function EccSelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: EccLevel;
  onChange: (level: EccLevel) => void;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        Error correction
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as EccLevel)} className={select}>
        {ECC_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
            {level === "M" ? " (default)" : level === "H" ? " (most robust)" : ""}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
