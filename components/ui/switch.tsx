"use client";

type Props = { checked: boolean; pending: boolean; onToggle: () => void; label?: string };

/** An on/off switch (role="switch") with its label beside it (a webhook's Enabled, the statistics' Live). */
export function Switch({ checked, pending, onToggle, label = "Enabled" }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={pending}
      onClick={onToggle}
      className="group inline-flex h-8 items-center gap-2 rounded-lg px-1 text-sm font-medium text-zinc-700 disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-brand-500 ${checked ? "bg-brand-600" : "bg-zinc-300"}`}
      >
        <span
          className={`size-4 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-4.5" : "translate-x-0.5"}`}
        />
      </span>
      {label}
    </button>
  );
}
