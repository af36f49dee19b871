"use client";

import { useEffect, useState } from "react";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const expand = (hex: string) =>
  (hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex).toLowerCase();

/** A colour swatch picker with a hex text box beside it; the text box applies only valid hex colours. */
export function ColorField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = !HEX.test(text.trim());

  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1 shadow-sm"
        />
        <input
          type="text"
          aria-label={`${label} (hex)`}
          value={text}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.target.value);
            const candidate = event.target.value.trim();
            if (HEX.test(candidate)) onChange(expand(candidate));
          }}
          onBlur={() => setText(value)}
          className={`block h-9 w-full min-w-0 rounded-lg border bg-white px-2.5 font-mono text-sm text-zinc-900 uppercase shadow-sm focus:outline-2 focus:outline-offset-0 ${invalid ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500"}`}
        />
      </div>
    </div>
  );
}
