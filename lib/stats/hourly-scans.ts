const QUARTER_MS = 900_000;

/** "2026-11-26T14:00": the local hour of an instant in the zone. */
function localHour(format: Intl.DateTimeFormat, time: number): string {
  const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, part.value]));
  const hour = parts.hour === "24" ? "00" : parts.hour; // some engines write midnight as 24
  return `${parts.year}-${parts.month}-${parts.day}T${hour}:00`;
}

/**
 * The clicks of [from, to) per local hour of `timeZone`, every hour of the span listed (zeros
 * included), in time order. Every UTC offset is a whole number of quarter hours, so each quarter
 * hour falls inside one local hour; a local hour lived twice (the autumn clock change) is one row.
 */
export function hourlyScans(
  quarters: Map<number, number>,
  from: Date,
  to: Date,
  timeZone: string,
): { hour: string; count: number }[] {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
  });
  const hours = new Map<string, number>();
  for (let time = from.getTime(); time < to.getTime(); time += QUARTER_MS) {
    const hour = localHour(format, time);
    hours.set(hour, (hours.get(hour) ?? 0) + (quarters.get(time) ?? 0));
  }
  return [...hours].map(([hour, count]) => ({ hour, count }));
}
