"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CustomRange } from "./custom-range";
import { daysIn, presets, rangeLabel, rangeProblem, todayUtc } from "./day-range";
import type { DayRange } from "./stats-types";

/**
 * Presets (Today … All time) and a calendar for any other range (UTC days, written in the app's
 * date format, never the browser's), and the chosen range written out below.
 */
export function DateRangePicker({
  range,
  createdDay,
  onChange,
}: {
  range: DayRange;
  createdDay: string;
  onChange: (range: DayRange) => void;
}) {
  const problem = rangeProblem(range);
  const today = todayUtc();
  const choices = presets(createdDay, today);

  const matches = (candidate: DayRange) =>
    candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  // Two presets can be one range (Today and All time for a code made today): the one clicked is
  // the one shown pressed, else the first that matches.
  const [picked, setPicked] = useState<string | null>(null);
  const pressed =
    choices.find((choice) => choice.label === picked && matches(choice.range))?.label ??
    choices.find((choice) => matches(choice.range))?.label;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Date range presets" className="flex flex-wrap gap-1.5">
          {choices.map(({ label, range: candidate }) => (
            <Button
              key={label}
              size="sm"
              variant={label === pressed ? "primary" : "secondary"}
              aria-pressed={label === pressed}
              onClick={() => {
                setPicked(label);
                onChange(candidate);
              }}
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
