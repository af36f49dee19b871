"use client";

import type { ContentChoice } from "@/components/generator/guided-content";
import { formatNumber } from "@/components/ui/format";

export type CreateMode = "DYNAMIC" | "STATIC";

const READ_BY_THE_PHONE: Partial<Record<ContentChoice, string>> = {
  wifi: "joins a Wi-Fi network",
  contact: "saves a contact",
  email: "writes an email",
  sms: "writes a text message",
  phone: "calls a number",
  location: "opens a place on a map",
  event: "adds an event to a calendar",
};

/**
 * Why a content type cannot be dynamic, or undefined when it can: a dynamic code holds a short link
 * that redirects, and a phone reads a network, a contact or an event only from the code itself.
 */
export function staticOnlyReason(choice: ContentChoice): string | undefined {
  const does = READ_BY_THE_PHONE[choice];
  return does
    ? `A phone ${does} from the code itself, not through a short link: only a static code can hold it.`
    : undefined;
}

interface ModeChoiceProps {
  value: CreateMode;
  onChange: (mode: CreateMode) => void;
  dynamicCost: number;
  /** Why Dynamic is not offered for this content (then it is disabled, with this reason under it). */
  staticOnly?: string;
}

const tile =
  "relative flex gap-3 rounded-lg border border-zinc-200 p-3 transition has-checked:border-brand-600 has-checked:bg-brand-50/60 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500";

/** Dynamic or static, as two radio tiles; each radio is named by its title alone and described by the line under it. */
export function ModeChoice({ value, onChange, dynamicCost, staticOnly }: ModeChoiceProps) {
  const choices = [
    {
      mode: "DYNAMIC" as const,
      title: "Dynamic",
      text:
        staticOnly ?? `A short link you can retarget later, with scan tracking. ${formatNumber(dynamicCost)} credits.`,
      disabled: staticOnly !== undefined,
    },
    {
      mode: "STATIC" as const,
      title: "Static",
      text: "Encodes your content directly: no tracking, no retargeting. Free, from the monthly quota.",
      disabled: false,
    },
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Type</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(({ mode, title, text, disabled }) => (
          <label
            key={mode}
            className={`${tile} ${disabled ? "cursor-not-allowed bg-zinc-50" : "cursor-pointer bg-white hover:border-zinc-300"}`}
          >
            <input
              type="radio"
              name="mode"
              value={mode}
              disabled={disabled}
              checked={value === mode}
              onChange={() => onChange(mode)}
              aria-labelledby={`mode-${mode}-title`}
              aria-describedby={`mode-${mode}-text`}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span
                id={`mode-${mode}-title`}
                className={`block text-sm font-semibold ${disabled ? "text-zinc-500" : "text-zinc-900"}`}
              >
                {title}
              </span>
              <span
                id={`mode-${mode}-text`}
                className={`mt-0.5 block text-xs ${disabled ? "text-amber-800" : "text-zinc-500"}`}
              >
                {text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
