import type { ComponentProps } from "react";

type FieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string };

const inputBase =
  "block w-full rounded-lg border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0";

/** A labelled text input with its error (or hint) underneath, wired up for screen readers. */
export function Field({ id, label, error, hint, className = "", ...input }: FieldProps) {
  const describedBy = describedByOf(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputBase} ${error ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500"}`}
        {...input}
      />
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}

/** The ids a field's control points at with aria-describedby: its error, else its hint. */
export const describedByOf = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A field's error (red) or, without one, its hint, under the control. */
export function FieldHelp({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-zinc-500">
      {hint}
    </p>
  ) : null;
}
