"use client";

import { useCallback, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { toDate, toDay, useCloseOutside, writtenDay } from "./calendar-days";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const box =
  "h-10 rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0";

interface DateTimeInputProps {
  id: string;
  /** "YYYY-MM-DDTHH:MM" (a wall-clock time, as a datetime-local input holds it) or "". */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A date from a calendar (written "4 Dec 2026", weeks from Monday) and a 24-hour time, instead of
 * the browser's datetime-local input and its US format. Emits "" when cleared.
 */
export function DateTimeInput({ id, value, onChange, invalid = false, describedBy }: DateTimeInputProps) {
  const [day, time = ""] = value ? value.split("T") : [""];
  const [timeText, setTimeText] = useState(time.slice(0, 5));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseOutside(root, open, close);
  const badTime = timeText !== "" && !TIME.test(timeText);
  const emit = (nextDay: string, nextTime: string) => {
    if (!nextDay) return onChange("");
    if (nextTime === "" || TIME.test(nextTime)) onChange(`${nextDay}T${nextTime || "00:00"}`);
  };
  const border = (bad: boolean) =>
    bad ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500";

  return (
    <div ref={root} className="relative flex flex-wrap gap-2">
      <button
        ref={button}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={() => setOpen((value) => !value)}
        className={`${box} ${border(invalid)} min-w-0 flex-1 text-left`}
      >
        {day ? writtenDay(day) : <span className="text-zinc-500">Pick a date</span>}
      </button>
      <input
        aria-label="Time (24-hour)"
        value={timeText}
        placeholder="00:00"
        inputMode="numeric"
        maxLength={5}
        disabled={!day}
        aria-invalid={badTime || undefined}
        onChange={(event) => {
          setTimeText(event.target.value);
          emit(day, event.target.value);
        }}
        className={`${box} ${border(badTime)} w-20 tabular-nums disabled:bg-zinc-50`}
      />
      {day ? (
        <button
          type="button"
          onClick={() => {
            setTimeText("");
            onChange("");
          }}
          className="h-10 rounded-lg px-2 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
        >
          Clear
        </button>
      ) : null}
      {open ? (
        <div
          role="dialog"
          aria-label="Choose a date"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            setOpen(false);
            button.current?.focus();
          }}
          className="absolute top-full left-0 z-30 mt-2 rounded-xl border border-zinc-200 bg-white p-3 shadow-xl"
        >
          <DayPicker
            mode="single"
            locale={enGB}
            selected={day ? toDate(day) : undefined}
            defaultMonth={day ? toDate(day) : undefined}
            onSelect={(picked) => {
              if (!picked) return;
              emit(toDay(picked), timeText);
              setOpen(false);
              button.current?.focus();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
