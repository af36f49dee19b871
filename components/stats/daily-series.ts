export interface DailyPoint {
  date: string;
  /** Null on a day before the code existed: no point there, so the line starts on its first day. */
  count: number | null;
}

/** At most this many points get a dot of their own (a month's days); longer ranges are a plain line. */
const MOST_DOTS = 31;

/**
 * The daily chart's points: the counts as they are, days before `since` (the code's first UTC day,
 * YYYY-MM-DD) left empty, because a code scanned 0 times before it existed would draw a rise from
 * nothing. The chart joins the points with straight segments: a smoothed curve bends between days
 * as if there were counts there.
 */
export function dailySeries(days: { date: string; count: number }[], since?: string): DailyPoint[] {
  return days.map(({ date, count }) => ({ date, count: since && date < since ? null : count }));
}

/** Whether each point should show a dot: on short ranges, and always when there is a lone point to see. */
export function showsDots(points: DailyPoint[]): boolean {
  const drawn = points.filter((point) => point.count !== null).length;
  return drawn <= MOST_DOTS;
}
