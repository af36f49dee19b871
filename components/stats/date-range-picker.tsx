"use client";

import { Button } from "@/components/ui/button";
import { CustomRange } from "./custom-range";
import { daysIn, presets, rangeLabel, rangeProblem, todayUtc } from "./day-range";
import type { DayRange } from "./stats-types";

/**
 * Presets (Today … All time) and a calendar for any other range (UTC days, written in the app's
 * date format, never the browser's), and the chosen range written out below.
 */
export function DateRangePicker({ range, createdDay, onChange }: { range: DayRange; createdDay: string; onChange: (range: DayRange) => void }) {
  const problem = rangeProblem(range);
  const today = todayUtc();
  const choices = presets(createdDay, today);

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
              onClick={() => onChange(candidate)}
            >
              {label}
            </Button>
          ))}
        </div>
        <div className="sm:ml-auto">
          <CustomRange range={range} today={today} onChange={onChange} />
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
