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
