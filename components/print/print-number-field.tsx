"use client";

// No spinner arrows: they take half of a narrow field, and the values are typed.
const input =
  "block h-8 w-20 rounded-lg border border-zinc-300 bg-white px-2 text-right text-sm text-zinc-900 shadow-sm [appearance:textfield] focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 aria-invalid:border-red-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none";

/** A labelled number input of the print check, label beside it; the API judges the value. */
export function PrintNumberField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  step: string;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <label htmlFor={props.id} className="text-xs font-medium text-zinc-600">
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
