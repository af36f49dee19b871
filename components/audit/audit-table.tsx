import { Badge } from "@/components/ui/badge";
import { RelativeTime } from "@/components/webhooks/relative-time";
import type { AuditEventView } from "@/lib/audit/audit-schemas";
import { actionLabel, detailsSummary, type Person, targetLabel } from "./audit-wording";

const th = "px-3 py-2.5 font-medium whitespace-nowrap first:pl-5 last:pr-5";
// A table from `md` up; below, each row folds into a card (the pattern of components/webhooks/table-cell.ts).
const cell = "block p-0 md:table-cell md:px-3 md:py-3 md:align-top md:first:pl-5 md:last:pr-5";
const mobileLabel = "text-zinc-500 md:sr-only";

/** One page of the log, newest first. `people` names the members by user id, for targets that are members. */
export function AuditTable({ events, people }: { events: AuditEventView[]; people: ReadonlyMap<string, Person> }) {
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
                <Actor event={event} people={people} />
              </td>
              <td className={`${cell} font-medium text-zinc-900 max-md:order-first`}>{actionLabel(event.action)}</td>
              <td className={`${cell} min-w-0 text-zinc-700`}>
                <span className={mobileLabel}>Target: </span>
                <span className="wrap-anywhere" title={`${event.target.type} ${event.target.id}`}>
                  {targetLabel(event, people)}
                </span>
                {event.target.type === "user" && people.has(event.target.id) ? (
                  <span
                    className="block max-w-56 truncate text-xs text-zinc-500 max-md:hidden"
                    title={people.get(event.target.id)?.email}
                  >
                    {people.get(event.target.id)?.email}
                  </span>
                ) : null}
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

/**
 * Who did it: a member by their name now with the email the event kept, a former member by that
 * email, an API key by its name with a badge.
 */
function Actor({ event, people }: { event: AuditEventView; people: ReadonlyMap<string, Person> }) {
  const { actor } = event;
  if (actor.type === "key") {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 md:block">
        <span className={mobileLabel}>By </span>
        <span className="wrap-anywhere text-zinc-900">{actor.label}</span>
        <Badge tone="brand" className="md:mt-1 md:flex md:w-fit">
          API key
        </Badge>
      </span>
    );
  }
  const person = people.get(actor.id);
  return (
    <>
      <span className={mobileLabel}>By </span>
      <span className="wrap-anywhere text-zinc-900">{person?.name ?? actor.label}</span>
      {person ? (
        <span className="block max-w-52 truncate text-xs text-zinc-500 max-md:hidden" title={actor.label}>
          {actor.label}
        </span>
      ) : null}
    </>
  );
}
