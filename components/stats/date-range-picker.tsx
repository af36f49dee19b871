"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lastDays, PRESET_DAYS, rangeProblem, todayUtc } from "./day-range";
import type { DayRange } from "./stats-types";

const input =
  "block h-9 w-full rounded-lg border border-zinc-300 bg-white px-2.5 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

/** From / To date inputs (UTC days) and 7 / 30 / 90-day presets. Applies a range only when it is valid. */
export function DateRangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  const today = todayUtc();

  const edit = (patch: Partial<DayRange>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  const preset = (days: number) => {
    const next = lastDays(days);
    setDraft(next);
    onChange(next);
  };
  const active = (days: number) => {
    const candidate = lastDays(days);
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Date range presets" className="flex gap-1.5">
          {PRESET_DAYS.map((days) => (
            <Button key={days} size="sm" variant={active(days) ? "primary" : "secondary"} aria-pressed={active(days)} onClick={() => preset(days)}>
              {days} days
            </Button>
          ))}
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:min-w-72 sm:flex-1 sm:max-w-80">
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
            />
          </div>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-zinc-500">Days are UTC, both ends included.</p>
      )}
    </div>
  );
}
