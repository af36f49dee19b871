"use client";

import { DateTimeInput } from "./date-time-input";
import { describedByOf, FieldHelp } from "./field";

interface DateTimeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled DateTimeInput with its error (or hint) underneath, like Field. */
export function DateTimeField({ id, label, value, onChange, error, hint }: DateTimeFieldProps) {
  const describedBy = describedByOf(id, error, hint);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <DateTimeInput id={id} value={value} onChange={onChange} invalid={Boolean(error)} describedBy={describedBy} />
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}
