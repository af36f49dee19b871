"use client";

import { formatNumber } from "@/components/ui/format";

export type CreateMode = "DYNAMIC" | "STATIC";

interface ModeChoiceProps {
  value: CreateMode;
  onChange: (mode: CreateMode) => void;
  dynamicCost: number;
}

const tile =
  "relative flex cursor-pointer gap-3 rounded-lg border border-zinc-200 bg-white p-3 transition hover:border-zinc-300 has-checked:border-brand-600 has-checked:bg-brand-50/60 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500";

/** Dynamic or static, as two radio tiles; each radio is named by its title alone and described by the line under it. */
export function ModeChoice({ value, onChange, dynamicCost }: ModeChoiceProps) {
  const choices = [
    {
      mode: "DYNAMIC" as const,
      title: "Dynamic",
      text: `A short link you can retarget later, with scan tracking. ${formatNumber(dynamicCost)} credits.`,
    },
    {
      mode: "STATIC" as const,
      title: "Static",
      text: "Encodes your content directly: no tracking, no retargeting. Free, from the monthly quota.",
    },
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Type</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(({ mode, title, text }) => (
          <label key={mode} className={tile}>
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              aria-labelledby={`mode-${mode}-title`}
              aria-describedby={`mode-${mode}-text`}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span id={`mode-${mode}-title`} className="block text-sm font-semibold text-zinc-900">
                {title}
              </span>
              <span id={`mode-${mode}-text`} className="mt-0.5 block text-xs text-zinc-500">
                {text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
