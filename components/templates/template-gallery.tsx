"use client";

import { useMemo, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ALL_CATEGORIES, categoryLabel, filterTemplates } from "./filter-templates";
import { TemplateCard } from "./template-card";
import { TemplateFilters } from "./template-filters";
import type { CategoryCount, TemplateSummary } from "./template-types";

interface TemplateGalleryProps {
  templates: TemplateSummary[];
  categories: CategoryCount[];
}

/** The catalog by category, with a name/tag search and category chips. */
export function TemplateGallery({ templates, categories }: TemplateGalleryProps) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterTemplates(templates, category, query), [templates, category, query]);
  const groups = categories
    .map(({ source }) => ({ source, templates: shown.filter((template) => template.category === source) }))
    .filter((group) => group.templates.length > 0);

  return (
    <div className="space-y-8">
      <TemplateFilters
        idPrefix="gallery"
        categories={categories}
        total={templates.length}
        category={category}
        onCategory={setCategory}
        query={query}
        onQuery={setQuery}
      />
      <p aria-live="polite" className="sr-only">
        {shown.length} templates shown
      </p>
      {groups.length === 0 ? (
        <EmptyState title="No template matches">
          Try another word: tags include menu, wedding, instagram, wifi and sale.
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.source} aria-labelledby={`category-${group.source}`}>
            <h2
              id={`category-${group.source}`}
              className="mb-3 flex items-baseline gap-2 text-base font-semibold text-zinc-900"
            >
              {categoryLabel(group.source)}
              <span className="text-sm font-normal text-zinc-500 tabular-nums">{group.templates.length}</span>
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {group.templates.map((template) => (
                <TemplateCard key={template.id} template={template} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
