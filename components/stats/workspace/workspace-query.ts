import { keyOf } from "@/components/ui/api-call";
import { getWorkspaceStatsContract as getWorkspaceStats } from "@/components/ui/api-routes.generated";
import { lastDays, rangeProblem, todayUtc } from "../day-range";
import type { DayRange } from "../stats-types";

// The workspace statistics page keeps its range and filters in the URL (startDate, endDate, tag,
// country, device, codeId: the names GET /api/v1/stats takes), so a view can be shared or bookmarked.
// Kept out of the "use client" modules so the server page reads the same values.

export const FILTER_NAMES = ["tag", "country", "device", "codeId"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export const DEVICE_CHOICES = ["mobile", "desktop", "tablet", "other"] as const;
export interface Filters {
  tag?: string;
  country?: string;
  device?: (typeof DEVICE_CHOICES)[number];
  codeId?: string;
}

export interface WorkspaceView {
  range: DayRange;
  filters: Filters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CHECKS: Record<FilterName, (value: string) => boolean> = {
  tag: (value) => value.length > 0 && value.length <= 32,
  country: (value) => /^([A-Z]{2}|Unknown)$/.test(value),
  device: (value) => (DEVICE_CHOICES as readonly string[]).includes(value),
  codeId: (value) => /^c[0-9a-z]{20,31}$/.test(value),
};

/** The view a URL's parameters name; a missing or malformed value falls back (last 30 days, no filter). */
export function readView(params: Record<string, string | string[] | undefined>, today = todayUtc()): WorkspaceView {
  const first = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const [startDate, endDate] = [first("startDate"), first("endDate")];
  const asked = { startDate, endDate };
  const range = DAY.test(startDate) && DAY.test(endDate) && rangeProblem(asked) === null ? asked : lastDays(30, today);
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = first(name);
    if (value && CHECKS[name](value)) filters[name] = value;
  }
  return { range, filters: filters as Filters };
}

/** The page's own query string for a view: the range, then the filters set. */
export function viewSearch({ range, filters }: WorkspaceView): string {
  const search = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  for (const name of FILTER_NAMES) if (filters[name]) search.set(name, filters[name]);
  return `?${search}`;
}

/** GET /api/v1/stats for a view; the time zone only matters (and is only sent) for one-day ranges. */
export const workspaceStatsUrl = ({ range, filters }: WorkspaceView, timeZone: string) =>
  keyOf(getWorkspaceStats, {
    query: {
      startDate: range.startDate,
      endDate: range.endDate,
      ...filters,
      ...(range.startDate === range.endDate && timeZone !== "UTC" ? { tz: timeZone } : {}),
    },
  });
