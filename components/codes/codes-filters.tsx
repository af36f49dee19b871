"use client";

import Form from "next/form";
import { useEffect, useRef, useState } from "react";
import { useDashboardRouter, useWorkspace } from "@/components/workspaces/workspace-context";
import { MAX_SEARCH_LENGTH } from "@/lib/codes/code-limits";
import { type CodesQuery, codesHref, PAGE_SIZES } from "./codes-query";
import { SortSelect } from "./sort-select";

export interface CodeFilters {
  q: string;
  mode: string;
  status: string;
  tag: string;
}

const control =
  "block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

const SEARCH_DELAY_MS = 300;

/**
 * Search and filters as a GET form: the URL holds them, so a filtered page can be shared and
 * reloaded. The search box filters as you type (the URL is replaced, not pushed, so Back leaves
 * the page rather than replaying keystrokes); the selects apply at once.
 */
export function CodesFilters({
  filters,
  query,
  tags,
}: {
  filters: CodeFilters;
  query: CodesQuery;
  tags: { tag: string; count: number }[];
}) {
  const router = useDashboardRouter();
  const { slug } = useWorkspace();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<() => void>(undefined);
  const submit = () => form.current?.requestSubmit();

  // Follows the URL (Back, "Clear filters") unless the user is typing in the box.
  useEffect(() => {
    if (document.activeElement !== input.current) setQ(filters.q);
  }, [filters.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onType = (value: string) => {
    setQ(value);
    clearTimeout(timer.current);
    pending.current = () => {
      pending.current = undefined;
      router.replace(codesHref({ ...query, q: value.trim().slice(0, MAX_SEARCH_LENGTH), page: 1 }), { scroll: false });
    };
    timer.current = setTimeout(() => pending.current?.(), SEARCH_DELAY_MS);
  };
  // Leaving the box applies what was typed at once: a search landing later would undo whatever
  // navigation the user starts next (a shortcut, a link).
  const applyNow = () => {
    clearTimeout(timer.current);
    pending.current?.();
  };

  return (
    <Form
      ref={form}
      action="/dashboard/codes"
      role="search"
      aria-label="Filter codes"
      className="grid gap-3 border-b border-zinc-100 p-4 sm:grid-cols-4 sm:px-5 xl:grid-cols-[1fr_repeat(4,8.5rem)]"
    >
      <div className="sm:col-span-4 xl:col-span-1">
        <label htmlFor="codes-q" className="sr-only">
          Search codes
        </label>
        <div className="relative">
          <input
            ref={input}
            id="codes-q"
            type="search"
            name="q"
            value={q}
            onChange={(event) => onType(event.target.value)}
            onBlur={applyNow}
            onKeyDown={(event) => event.key === "Escape" && q === "" && input.current?.blur()}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Search name, link or destination"
            aria-keyshortcuts="/"
            className={`${control} pr-9`}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded border border-zinc-300 px-1.5 font-sans text-xs text-zinc-500 max-sm:hidden"
          >
            /
          </span>
        </div>
      </div>
      <input type="hidden" name="workspace" value={slug} />
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.keyword ? <input type="hidden" name="keyword" value={query.keyword} /> : null}
      <SortSelect query={query} className="sm:hidden" />
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div>
          <label htmlFor="codes-mode" className="sr-only">
            Mode
          </label>
          <select id="codes-mode" name="mode" defaultValue={filters.mode} onChange={submit} className={control}>
            <option value="">All modes</option>
            <option value="DYNAMIC">Dynamic</option>
            <option value="STATIC">Static</option>
            <option value="AI">AI</option>
          </select>
        </div>
        <div>
          <label htmlFor="codes-status" className="sr-only">
            Status
          </label>
          <select id="codes-status" name="status" defaultValue={filters.status} onChange={submit} className={control}>
            <option value="">All statuses</option>
            <option value="READY">Ready</option>
            <option value="EXPIRED">Expired</option>
          </select>
        </div>
        <div>
          <label htmlFor="codes-tag" className="sr-only">
            Tag
          </label>
          <select id="codes-tag" name="tag" defaultValue={filters.tag} onChange={submit} className={control}>
            <option value="">All tags</option>
            {tags.map(({ tag, count }) => (
              <option key={tag} value={tag}>
                #{tag} ({count})
              </option>
            ))}
            {filters.tag && !tags.some((row) => row.tag === filters.tag) ? (
              <option value={filters.tag}>#{filters.tag}</option>
            ) : null}
          </select>
        </div>
        <div>
          <label htmlFor="codes-size" className="sr-only">
            Codes per page
          </label>
          <select
            id="codes-size"
            name="size"
            defaultValue={String(query.size ?? 10)}
            onChange={submit}
            className={control}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} per page
              </option>
            ))}
          </select>
        </div>
      </div>
    </Form>
  );
}
