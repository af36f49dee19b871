import { formatNumber, formatShare } from "@/components/ui/format";
import { destinationRows } from "./destination-rows";
import type { Statistics } from "./stats-types";

/** Scans by the destination that served them (rule and A/B targets), with each one's share, and the rest. */
export function DestinationsTable({
  destinations,
  total,
}: {
  destinations: Statistics["topDestinations"];
  total: number;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Scans by destination</caption>
      <thead className="text-xs tracking-wide text-zinc-600 uppercase">
        <tr className="border-b border-zinc-200">
          <th scope="col" className="py-2 pr-3 font-medium">
            Destination
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Scans
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {destinationRows(destinations, total).map((row) => (
          <tr key={row.remainder ? "" : row.destination}>
            <td className={`py-2 pr-3 ${row.remainder ? "text-zinc-600 italic" : "break-all text-zinc-900"}`}>
              {row.destination}
            </td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              <span className="font-medium text-zinc-900">{formatNumber(row.count)}</span>
              {total ? <span className="ml-1.5 text-xs text-zinc-600">{formatShare(row.count, total)}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
