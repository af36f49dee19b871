import { Card, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/components/ui/format";
import type { DestinationList } from "@/lib/destinations/destination-schemas";

/** Plain words for a destination's last answer. */
function describe(check: DestinationList["data"][number]): string {
  if (check.up)
    return check.lastStatus === 401 || check.lastStatus === 403
      ? `Needs a login (${check.lastStatus})`
      : `Answers ${check.lastStatus ?? "OK"}`;
  if (check.lastStatus !== null) return `Answers ${check.lastStatus}`;
  return `No answer${check.lastError ? `: ${check.lastError}` : ""}`;
}

/** Is each place this code sends visitors reachable? From the periodic check (lib/destinations). */
export function DestinationHealth({ destinations }: { destinations: DestinationList }) {
  const down = destinations.data.filter((check) => !check.up).length;
  const summary =
    destinations.intervalMinutes === 0
      ? "Checks are off on this server (DESTINATION_CHECK_MINUTES=0)."
      : destinations.checkedAt === null
        ? `Not checked yet. Each destination is checked every ${destinations.intervalMinutes} minutes.`
        : `${down === 0 ? "All reachable" : `${down} not reachable`}. Checked ${formatDateTime(destinations.checkedAt)}, every ${destinations.intervalMinutes} minutes; a webhook can tell you when one goes down.`;
  return (
    <Card>
      <CardHeader title="Destination health" description={summary} />
      {destinations.data.length > 0 ? (
        <ul className="divide-y divide-zinc-100" aria-label="Destinations">
          {destinations.data.map((check) => (
            <li key={check.url} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-sm">
              <span
                className={`size-2.5 shrink-0 rounded-full ${check.up ? "bg-emerald-500" : "bg-red-500"}`}
                aria-hidden="true"
              />
              <span className="sr-only">{check.up ? "Reachable:" : "Not reachable:"}</span>
              <span className="min-w-0 flex-1 break-all text-zinc-800">{check.url}</span>
              <span className={check.up ? "text-zinc-600" : "font-medium text-red-700"}>
                {describe(check)}
                {check.downSince ? ` since ${formatDateTime(check.downSince)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
