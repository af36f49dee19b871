"use client";

import Form from "next/form";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { type CodesQuery, codesHref, PAGE_SIZES } from "./codes-query";
import { SortSelect } from "./sort-select";

export interface CodeFilters {
  keyword: string;
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
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState(filters.keyword);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const submit = () => form.current?.requestSubmit();

  // Follows the URL (Back, "Clear filters") unless the user is typing in the box.
  useEffect(() => {
    if (document.activeElement !== input.current) setKeyword(filters.keyword);
  }, [filters.keyword]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onType = (value: string) => {
    setKeyword(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => router.replace(codesHref({ ...query, keyword: value.trim().slice(0, 200), page: 1 }), { scroll: false }),
      SEARCH_DELAY_MS,
    );
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
        <label htmlFor="codes-keyword" className="sr-only">
          Search codes
        </label>
        <input
          ref={input}
          id="codes-keyword"
          type="search"
          name="keyword"
          value={keyword}
          onChange={(event) => onType(event.target.value)}
          maxLength={200}
          placeholder="Search by name or content"
          className={control}
        />
      </div>
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
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
