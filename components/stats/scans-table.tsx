import { PageButtons } from "@/components/ui/page-buttons";
import { Badge } from "@/components/ui/badge";
import { formatDateTime, humanize } from "@/components/ui/format";
import type { ScanEvent, ScanPage } from "./stats-types";

const place = (scan: ScanEvent) =>
  [scan.city, scan.region, scan.country].filter((part) => part && part !== "Unknown").join(", ") || "Unknown";
const cell = "block p-0 sm:table-cell sm:px-4 sm:py-2.5";

/** One page of raw scan events, newest first; rows fold into two-line cards on a phone. */
export function ScansTable({
  page,
  loading,
  onPage,
}: {
  page: ScanPage;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const { data, pagination } = page;
  return (
    <div aria-busy={loading} className={loading ? "opacity-60" : ""}>
      <table data-testid="scans-table" className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">Scan events, newest first</caption>
        <thead className="hidden border-y border-zinc-200 bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Time
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Event
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Device
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              OS
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Browser
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Place
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-zinc-100 border-t border-zinc-100 sm:table-row-group sm:border-0">
          {data.map((scan) => (
            <tr key={scan.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-4 py-2.5 sm:table-row sm:p-0">
              <td
                className={`${cell} w-full text-xs whitespace-nowrap text-zinc-500 sm:w-auto sm:text-sm sm:text-zinc-700`}
              >
                {formatDateTime(scan.timestamp)}
              </td>
              <td className={cell}>
                <Badge tone={scan.eventType === "click" ? "brand" : "neutral"}>
                  {scan.eventType === "click" ? "Click" : "Impression"}
                </Badge>
              </td>
              <td className={`${cell} text-zinc-900`}>{humanize(scan.device)}</td>
              <td className={`${cell} text-zinc-600 before:content-['·_'] sm:before:content-none`}>{scan.os}</td>
              <td className={`${cell} text-zinc-600 before:content-['·_'] sm:before:content-none`}>{scan.browser}</td>
              <td className={`${cell} w-full text-zinc-600 sm:w-auto`}>{place(scan)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PageButtons
        label="Scan pages"
        page={pagination.page}
        totalPages={pagination.totalPages}
        loading={loading}
        onPage={onPage}
      />
    </div>
  );
}
