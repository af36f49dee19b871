"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { daysIn, presets, rangeLabel, rangeProblem, todayUtc } from "./day-range";
import type { DayRange } from "./stats-types";

const input =
  "block h-9 w-full rounded-lg border border-zinc-300 bg-white px-2.5 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

/**
 * Presets (Today … All time) and From / To date inputs (UTC days). Applies a range only when it
 * is valid, and writes the chosen range out in the app's date format below the inputs.
 */
export function DateRangePicker({ range, createdDay, onChange }: { range: DayRange; createdDay: string; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  const today = todayUtc();
  const choices = presets(createdDay, today);

  const edit = (patch: Partial<DayRange>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  const choose = (next: DayRange) => {
    setDraft(next);
    onChange(next);
  };
  const active = (candidate: DayRange) => candidate.startDate === range.startDate && candidate.endDate === range.endDate;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Date range presets" className="flex flex-wrap gap-1.5">
          {choices.map(({ label, range: candidate }) => (
            <Button
              key={label}
              size="sm"
              variant={active(candidate) ? "primary" : "secondary"}
              aria-pressed={active(candidate)}
              onClick={() => choose(candidate)}
            >
              {label}
            </Button>
          ))}
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:min-w-72 sm:max-w-80 sm:flex-1">
          <div>
            <label htmlFor="stats-from" className="mb-1 block text-xs font-medium text-zinc-600">
              From
            </label>
            <input
              id="stats-from"
              type="date"
              value={draft.startDate}
              max={today}
              onChange={(event) => edit({ startDate: event.target.value })}
              className={input}
              aria-invalid={problem ? true : undefined}
              aria-describedby="stats-range-text"
            />
          </div>
          <div>
            <label htmlFor="stats-to" className="mb-1 block text-xs font-medium text-zinc-600">
              To
            </label>
            <input
              id="stats-to"
              type="date"
              value={draft.endDate}
              max={today}
              onChange={(event) => edit({ endDate: event.target.value })}
              className={input}
              aria-invalid={problem ? true : undefined}
              aria-describedby="stats-range-text"
            />
          </div>
        </div>
      </div>
      {problem ? (
        <p role="alert" id="stats-range-text" className="text-sm text-red-700">
          {problem}
        </p>
      ) : (
        <p id="stats-range-text" data-testid="range-text" className="text-xs text-zinc-500">
          {rangeLabel(range)} · {daysIn(range)} {daysIn(range) === 1 ? "day" : "days"}, UTC, both ends included
        </p>
      )}
    </div>
  );
}
