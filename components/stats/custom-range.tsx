"use client";

import { useCallback, useId, useRef, useState } from "react";
import { type DateRange, DayPicker } from "react-day-picker";
import { enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { Button } from "@/components/ui/button";
import { toDate, toDay, useCloseOutside } from "@/components/ui/calendar-days";
import { rangeLabel, rangeProblem } from "./day-range";
import type { DayRange } from "./stats-types";

/**
 * "27 Oct 2026 – 25 Nov 2026": a button that opens a calendar (weeks from Monday, days written as
 * the rest of the app writes them) to pick any range up to today; applied with Apply.
 */
export function CustomRange({
  range,
  today,
  onChange,
}: {
  range: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const chosen = draft?.from && draft.to ? { startDate: toDay(draft.from), endDate: toDay(draft.to) } : null;
  const problem = chosen ? rangeProblem(chosen) : null;

  const dismiss = useCallback(() => setOpen(false), []);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // A click outside closes it, as Escape does.
  useCloseOutside(root, open, dismiss);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          setDraft({ from: toDate(range.startDate), to: toDate(range.endDate) });
          setOpen((value) => !value);
        }}
        className="flex h-9 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm hover:bg-zinc-50"
        data-testid="custom-range"
      >
        <span className="text-zinc-500">Dates</span>
        <span className="font-medium tabular-nums">{rangeLabel(range)}</span>
      </button>
      {open ? (
        <div
          id={id}
          role="dialog"
          aria-label="Choose the dates"
          onKeyDown={(event) => event.key === "Escape" && close()}
          className="absolute right-0 z-30 mt-2 max-w-[calc(100vw-2rem)] rounded-xl border border-zinc-200 bg-white p-3 shadow-xl"
        >
          <DayPicker
            mode="range"
            locale={enGB}
            selected={draft}
            onSelect={setDraft}
            defaultMonth={toDate(range.endDate)}
            endMonth={toDate(today)}
            disabled={{ after: toDate(today) }}
            numberOfMonths={1}
          />
          <div className="mt-2 flex flex-wrap items-center justify-end gap-2 border-t border-zinc-100 pt-3">
            <p className={`mr-auto text-xs ${problem ? "text-red-700" : "text-zinc-600"}`} aria-live="polite">
              {problem ?? (chosen ? rangeLabel(chosen) : "Pick the first and the last day.")}
            </p>
            <Button size="sm" variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              size="sm"
              disabled={!chosen || problem !== null}
              onClick={() => {
                if (chosen) onChange(chosen);
                close();
              }}
            >
              Apply
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
