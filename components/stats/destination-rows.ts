import { TOP_LIMITS } from "@/lib/stats/top-limits";

export interface DestinationRow {
  destination: string;
  count: number;
  /** The row of scans no destination was recorded for. */
  remainder?: true;
}

/**
 * The destination rows with what they leave out, so their shares add up to the total: a scan is
 * recorded by destination only while the code has routing rules (lib/short-links/answer-short-link.ts;
 * a scan no rule matched counts for the code's own target), so the rest was scanned while it had
 * none — before the rules were set, or after they were removed — or, past the top list's length,
 * went to destinations it leaves out.
 */
export function destinationRows(
  destinations: { destination: string; count: number }[],
  total: number,
): DestinationRow[] {
  const listed = destinations.reduce((sum, row) => sum + row.count, 0);
  const rest = total - listed;
  if (rest <= 0) return destinations;
  const cut = destinations.length >= TOP_LIMITS.destination;
  const remainder: DestinationRow = {
    destination: cut
      ? "Other destinations, and scans while the code had no rules"
      : "Scans while the code had no rules",
    count: rest,
    remainder: true,
  };
  return [...destinations, remainder];
}
