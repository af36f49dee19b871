// Times are shown in UTC with a fixed locale, so server and browser render the same text.
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
const dateOnly = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const number = new Intl.NumberFormat("en-US");

export const formatDateTime = (value: string | Date) => `${dateTime.format(new Date(value))} UTC`;
export const formatDate = (value: string | Date) => dateOnly.format(new Date(value));
export const formatNumber = (value: number) => number.format(value);
export const formatSigned = (value: number) => (value > 0 ? `+${number.format(value)}` : number.format(value));

/** "starting_grant" → "Starting grant". */
export function humanize(value: string): string {
  const spaced = value.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A share of a total as a whole percentage that never rounds a count away: 1 of 305 is "<1%", not
 * "0%", and 304 of 305 is ">99%", not "100%"; only none is "0%" and all "100%".
 */
export function formatShare(count: number, total: number): string {
  if (total <= 0 || count <= 0) return "0%";
  if (count >= total) return "100%";
  const percent = (count / total) * 100;
  if (percent < 1) return "<1%";
  if (percent > 99) return ">99%";
  return `${Math.round(percent)}%`;
}
