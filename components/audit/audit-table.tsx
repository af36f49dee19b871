import { Badge } from "@/components/ui/badge";
import { RelativeTime } from "@/components/webhooks/relative-time";
import type { AuditEventView } from "@/lib/audit/audit-schemas";
import { actionLabel, detailsSummary, targetLabel } from "./audit-wording";

const th = "px-3 py-2.5 font-medium whitespace-nowrap first:pl-5 last:pr-5";
// A table from `md` up; below, each row folds into a card (the pattern of components/webhooks/table-cell.ts).
const cell = "block p-0 md:table-cell md:px-3 md:py-3 md:align-top md:first:pl-5 md:last:pr-5";
const mobileLabel = "text-zinc-500 md:sr-only";

/** One page of the log, newest first. `people` names the members by user id, for targets that are members. */
export function AuditTable({ events, people }: { events: AuditEventView[]; people: ReadonlyMap<string, string> }) {
  return (
    <table className="block w-full text-left text-sm md:table">
      <caption className="sr-only">Audit events, newest first</caption>
      <thead className="hidden border-b border-zinc-200 bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase md:table-header-group">
        <tr>
          <th scope="col" className={th}>
            When
          </th>
          <th scope="col" className={th}>
            Who
          </th>
          <th scope="col" className={th}>
            Action
          </th>
          <th scope="col" className={th}>
            Target
          </th>
          <th scope="col" className={th}>
            Details
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-zinc-100 md:table-row-group">
        {events.map((event) => {
          const details = detailsSummary(event);
          return (
            <tr
              key={event.id}
              data-testid="audit-row"
              className="flex flex-col gap-1 px-4 py-3 sm:px-5 md:table-row md:p-0"
            >
              <td className={`${cell} text-xs whitespace-nowrap text-zinc-500 md:text-sm md:text-zinc-700`}>
                <RelativeTime value={event.at} past />
              </td>
              <td className={`${cell} min-w-0`}>
                <span className={mobileLabel}>By </span>
                <span className="break-all text-zinc-900">{event.actor.label}</span>
                {event.actor.type === "key" ? (
                  <Badge tone="brand" className="ml-2 md:mt-1 md:ml-0 md:flex md:w-fit">
                    API key
                  </Badge>
                ) : null}
              </td>
              <td className={`${cell} font-medium text-zinc-900 max-md:order-first`}>{actionLabel(event.action)}</td>
              <td className={`${cell} min-w-0 text-zinc-700`}>
                <span className={mobileLabel}>Target: </span>
                <span className="break-all" title={`${event.target.type} ${event.target.id}`}>
                  {targetLabel(event, people)}
                </span>
              </td>
              <td className={`${cell} text-zinc-600`}>
                {details ? (
                  <span className="break-words">{details}</span>
                ) : (
                  <span className="text-zinc-500 max-md:hidden">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">No details</span>
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
