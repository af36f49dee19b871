"use client";

import { ALL_CATEGORIES, categoryLabel } from "./filter-templates";
import type { CategoryCount } from "./template-types";

interface TemplateFiltersProps {
  idPrefix: string;
  categories: CategoryCount[];
  total: number;
  category: string;
  onCategory: (category: string) => void;
  query: string;
  onQuery: (query: string) => void;
}

const chip =
  "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-sm font-medium transition-colors aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white";

/** A tag/name search box and one chip per category (plus "All"), shared by the generator and the dashboard. */
export function TemplateFilters({
  idPrefix,
  categories,
  total,
  category,
  onCategory,
  query,
  onQuery,
}: TemplateFiltersProps) {
  const chips = [{ source: ALL_CATEGORIES, count: total }, ...categories];
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${idPrefix}-search`} className="sr-only">
          Search templates
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder="Search by name or tag: wedding, menu, instagram…"
          autoComplete="off"
          className="block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
        />
      </div>
      <div
        role="group"
        aria-label="Template categories"
        className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
      >
        {chips.map(({ source, count }) => (
          <button
            key={source}
            type="button"
            aria-pressed={category === source}
            onClick={() => onCategory(source)}
            className={`${chip} border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50`}
          >
            {source === ALL_CATEGORIES ? "All" : categoryLabel(source)}
            <span className="text-xs tabular-nums">{count}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
