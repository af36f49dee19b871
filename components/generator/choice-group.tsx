"use client";

import type { ReactNode } from "react";

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: string;
}

/** A row of radio tiles (shape, format, frame style…), each an icon above or beside its label. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  columns = "grid-cols-3 sm:grid-cols-6",
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{legend}</legend>
      <div className={`grid gap-1.5 ${columns}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex min-h-10 min-w-0 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-zinc-200 bg-white px-1 py-2 text-zinc-600 transition hover:border-zinc-300 hover:text-zinc-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            {choice.icon}
            <span className="max-w-full text-center text-xs leading-tight font-medium">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
