"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { MAX_WEIGHTED_TARGETS } from "@/lib/codes/smart-schemas";
import { type SplitTarget, splitShares } from "./rule-drafts";

const input = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:outline-2 ${invalid ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500"}`;

/** An A/B split: links with weights, each link's share shown; a visitor always gets the same link. */
export function SplitTargets({
  split,
  onChange,
  errors = [],
  listError,
}: {
  split: SplitTarget[];
  onChange: (split: SplitTarget[] | undefined) => void;
  /** The server's messages for each link's address and weight. */
  errors?: { url?: string; weight?: string }[];
  listError?: string;
}) {
  const shares = splitShares(split);
  const idPrefix = useId();
  const update = (index: number, change: Partial<SplitTarget>) =>
    onChange(split.map((target, i) => (i === index ? { ...target, ...change } : target)));
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Split visitors between</legend>
      <ul className="space-y-2">
        {split.map((target, index) => {
          const { url, weight } = errors[index] ?? {};
          const errorId = `${idPrefix}-${index}-error`;
          return (
            <li key={index} className="grid grid-cols-[minmax(0,1fr)_5rem_3rem_auto] items-center gap-2">
              <input
                aria-label={`Link ${index + 1}`}
                type="url"
                placeholder="https://"
                value={target.url}
                onChange={(event) => update(index, { url: event.target.value })}
                aria-invalid={url ? true : undefined}
                aria-describedby={url ? errorId : undefined}
                className={input(Boolean(url))}
              />
              <input
                aria-label={`Weight of link ${index + 1}`}
                inputMode="numeric"
                value={target.weight}
                onChange={(event) => update(index, { weight: event.target.value })}
                aria-invalid={weight ? true : undefined}
                aria-describedby={weight ? errorId : undefined}
                className={input(Boolean(weight))}
              />
              <output
                className="text-right text-sm text-zinc-700 tabular-nums"
                aria-label={`Share of link ${index + 1}`}
              >
                {shares[index]}%
              </output>
              <Button
                variant="ghost"
                size="sm"
                disabled={split.length <= 2}
                onClick={() => onChange(split.filter((_, i) => i !== index))}
                aria-label={`Remove link ${index + 1}`}
              >
                ✕
              </Button>
              {url || weight ? (
                <p id={errorId} className="col-span-4 text-sm text-red-700">
                  {[url, weight].filter(Boolean).join(" ")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={split.length >= MAX_WEIGHTED_TARGETS}
          onClick={() => onChange([...split, { url: "", weight: "50" }])}
        >
          Add a link
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
          Use one link
        </Button>
      </div>
      <p className="text-sm text-zinc-600">
        Weights are whole numbers (1–1000); each visitor keeps getting the same link.
      </p>
    </fieldset>
  );
}
