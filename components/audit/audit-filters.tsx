"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { useWorkspace } from "@/components/workspaces/workspace-context";
import { type AuditFilters as Filters, auditHref } from "./audit-href";
import { ACTION_GROUPS, actionFilterLabel } from "./audit-wording";

export type ActorChoice = { id: string; label: string };

const control =
  "block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";
const labelClass = "mb-1.5 block text-xs font-medium text-zinc-700";

/**
 * The log's filters. They live in the URL (with the workspace), so a filtered log can be shared;
 * Apply pushes the new URL and the server renders that page, Clear goes back to the whole log.
 */
export function AuditFilters({ filters, actors }: { filters: Filters; actors: ActorChoice[] }) {
  const { slug } = useWorkspace();
  const router = useRouter();
  const filtered = Object.values(filters).some(Boolean);
  // An actor the URL names but no longer listed (a removed member, a deleted key) stays choosable.
  const choices =
    filters.actor && !actors.some((actor) => actor.id === filters.actor)
      ? [...actors, { id: filters.actor, label: "The selected actor" }]
      : actors;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: keyof Filters) => String(form.get(name) ?? "");
    router.push(
      auditHref(slug, { action: value("action"), actor: value("actor"), from: value("from"), to: value("to") }),
    );
  }

  return (
    <form
      onSubmit={apply}
      role="search"
      aria-label="Filter the audit log"
      className="grid grid-cols-2 gap-3 border-b border-zinc-100 p-4 sm:grid-cols-4 sm:px-5 lg:grid-cols-[1fr_1fr_9.5rem_9.5rem_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="audit-action" className={labelClass}>
          Action
        </label>
        <select id="audit-action" name="action" defaultValue={filters.action} className={control}>
          <option value="">All actions</option>
          {ACTION_GROUPS.map((group) => (
            <optgroup key={group.prefix} label={group.label}>
              <option value={group.prefix}>{actionFilterLabel(group.prefix)}</option>
              {Object.entries(group.actions).map(([action, label]) => (
                <option key={action} value={action}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="audit-actor" className={labelClass}>
          Who
        </label>
        <select id="audit-actor" name="actor" defaultValue={filters.actor} className={control}>
          <option value="">Anyone</option>
          {choices.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          From (UTC)
        </label>
        <input id="audit-from" name="from" type="date" defaultValue={filters.from} className={control} />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          To (UTC)
        </label>
        <input id="audit-to" name="to" type="date" defaultValue={filters.to} className={control} />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass("primary", "md", "flex-1 lg:flex-none")}>
          Apply
        </button>
        {filtered ? (
          <Link href={auditHref(slug, {})} className={buttonClass("secondary", "md", "flex-1 lg:flex-none")}>
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
