import { useEffect, type RefObject } from "react";

// The calendars work in local calendar days; the app's days are plain "YYYY-MM-DD" strings, so a
// day is carried over as its parts, never through a time zone.
export const toDate = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
};
export const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

const written = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
/** "4 Dec 2026", as the rest of the app writes a day. */
export const writtenDay = (day: string) => written.format(toDate(day));

/** Closes a popover on a pointer press outside `root` while it is open. */
export function useCloseOutside(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => root.current?.contains(event.target as Node) || close();
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [root, open, close]);
}
