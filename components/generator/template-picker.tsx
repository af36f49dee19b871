"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { ALL_CATEGORIES, filterTemplates } from "@/components/templates/filter-templates";
import { TemplateFilters } from "@/components/templates/template-filters";
import { TemplatePreview } from "@/components/templates/template-preview";
import type { CategoryCount, GeneratorTemplate } from "@/components/templates/template-types";
import { usePageSettled } from "@/components/ui/use-page-settled";

interface TemplatePickerProps {
  templates: GeneratorTemplate[];
  categories: CategoryCount[];
  /** null: "Auto", the server picks a template from the content. */
  selected: string | null;
  /** The template Auto led to, once known. */
  matched: string | null;
  onSelect: (id: string | null) => void;
}

const tile =
  "relative flex cursor-pointer flex-col rounded-lg border border-zinc-200 bg-white p-1.5 text-left transition hover:border-zinc-300 hover:shadow-sm has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/30 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-500";

const previewBox = "aspect-square w-full rounded-md bg-zinc-50 object-contain";
// The preview's width in its tile: 98 px in a phone's sideways row (w-28 less padding and border),
// 115–148 px in the grid from sm up.
const PREVIEW_SIZES = "(min-width: 640px) 148px, 98px";

export function TemplatePicker({ templates, categories, selected, matched, onSelect }: TemplatePickerProps) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterTemplates(templates, category, query), [templates, category, query]);
  const filtering = category !== ALL_CATEGORIES || query.trim() !== "";
  const grid = useRef<HTMLDivElement>(null);
  // Previews load after the page: the same square box holds their place until then.
  const showPreviews = usePageSettled();

  // A template chosen before the page opened (?template=) may sit far down the list: show it.
  useEffect(() => {
    const tile = grid.current?.querySelector("input:checked")?.parentElement;
    if (grid.current && tile) {
      grid.current.scrollTop = tile.offsetTop - grid.current.clientHeight / 3;
      grid.current.scrollLeft = tile.offsetLeft - grid.current.clientWidth / 3;
    }
  }, []);

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="sr-only">Template</legend>
      <TemplateFilters
        idPrefix="picker"
        categories={categories}
        total={templates.length}
        category={category}
        onCategory={setCategory}
        query={query}
        onQuery={setQuery}
      />
      {/* Phone: one row that scrolls sideways, so the page's vertical scroll is never trapped; wider: a grid. */}
      <div
        ref={grid}
        className="relative flex snap-x gap-2 overflow-x-auto p-1 *:w-28 *:shrink-0 *:snap-start sm:grid sm:max-h-[26rem] sm:grid-cols-4 sm:overflow-x-visible sm:overflow-y-auto sm:*:w-auto xl:grid-cols-5"
      >
        {filtering ? null : (
          <label className={tile}>
            <input
              type="radio"
              name="template"
              checked={selected === null}
              onChange={() => onSelect(null)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            <span
              aria-hidden="true"
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-md bg-linear-to-br from-brand-50 to-brand-100 text-brand-700"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-7"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
              </svg>
              <span className="px-1 text-center text-[11px] leading-tight font-medium">Matches your link</span>
            </span>
            <span className="mt-1 block truncate text-xs font-medium text-zinc-800">Auto</span>
          </label>
        )}
        {shown.map((template) => (
          <label key={template.id} className={tile} title={template.tags.join(", ")}>
            <input
              type="radio"
              name="template"
              value={template.id}
              checked={selected === template.id}
              onChange={() => onSelect(template.id)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            {showPreviews ? (
              <TemplatePreview template={template} lazy className={previewBox} sizes={PREVIEW_SIZES} />
            ) : (
              <span aria-hidden="true" className={`block ${previewBox}`} />
            )}
            <span className="mt-1 block truncate text-xs font-medium text-zinc-800">{template.name}</span>
            {selected === null && matched === template.id ? (
              <span className="absolute top-2.5 right-2.5 rounded bg-brand-600 px-1 py-0.5 text-[10px] leading-none font-semibold text-white">
                Auto
              </span>
            ) : null}
          </label>
        ))}
        {shown.length === 0 ? (
          <p className="col-span-full w-full! py-6 text-center text-sm text-zinc-500 sm:w-auto!">
            No template matches “{query.trim()}”. Try a tag such as menu, wedding or wifi.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
