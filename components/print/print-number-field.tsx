"use client";

const input =
  "block h-9 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 aria-invalid:border-red-400";

/** A small labelled number input of the print check; the API judges the value. */
export function PrintNumberField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  step: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-xs font-medium text-zinc-600">
        {props.label}
      </label>
      <input
        id={props.id}
        type="number"
        inputMode="decimal"
        step={props.step}
        value={props.value}
        aria-invalid={props.invalid || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={input}
      />
    </div>
  );
}
