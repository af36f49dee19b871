"use client";

import { useMemo } from "react";
import { formatNumber, formatShare } from "@/components/ui/format";
import { NoData } from "./chart-card";
import type { Statistics } from "./stats-types";
import { countryName, countryShapes, MAP_HEIGHT, MAP_WIDTH, numericOf } from "./world-map-shapes";

// Five steps of the brand colour, lightest for the fewest scans.
const STEPS = ["#e0e7ff", "#c7d2fe", "#a5b4fc", "#818cf8", "#4f39f6"];
const EMPTY = "#e4e4e7";

/** A step for a share of the busiest country's scans; square-root spread so small counts still show. */
const stepOf = (count: number, max: number) =>
  STEPS[Math.min(STEPS.length - 1, Math.floor(Math.sqrt(count / max) * STEPS.length))];

/** Scans by country on a world map, with the ten busiest countries listed beside it; with `onSelect`, a listed name picks its country. */
export function WorldMap({
  countries,
  total,
  onSelect,
}: {
  countries: Statistics["countries"];
  total: number;
  onSelect?: (country: string) => void;
}) {
  const shapes = useMemo(countryShapes, []);
  const byNumeric = new Map<string, number>();
  for (const { country, count } of countries) {
    const id = numericOf(country);
    if (id) byNumeric.set(id, (byNumeric.get(id) ?? 0) + count);
  }
  const max = Math.max(1, ...byNumeric.values());
  if (countries.length === 0) return <NoData />;
  const top = countries.slice(0, 10);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_14rem]">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={`World map of scans by country: ${top.map(({ country, count }) => `${countryName(country)} ${formatNumber(count)}`).join(", ")}`}
        className="h-auto w-full"
        data-testid="world-map"
      >
        {shapes.map((shape) => {
          const count = byNumeric.get(shape.id);
          return (
            <path
              key={`${shape.id}-${shape.name}`}
              d={shape.path}
              fill={count ? stepOf(count, max) : EMPTY}
              stroke="#ffffff"
              strokeWidth={0.5}
              data-country={shape.id}
            >
              <title>{`${shape.name}: ${formatNumber(count ?? 0)} ${count === 1 ? "scan" : "scans"}`}</title>
            </path>
          );
        })}
      </svg>
      <ol aria-label="Busiest countries" className="space-y-1.5 self-start text-sm">
        {top.map(({ country, count }) => (
          <li key={country} className="flex items-baseline justify-between gap-3">
            {onSelect ? (
              <button
                type="button"
                onClick={() => onSelect(country)}
                className="truncate rounded text-left text-zinc-800 underline decoration-zinc-300 decoration-dotted underline-offset-4 hover:text-brand-700 hover:decoration-solid"
                title={`Show only scans from ${countryName(country)}`}
              >
                {countryName(country)}
              </button>
            ) : (
              <span className="truncate text-zinc-800">{countryName(country)}</span>
            )}
            <span className="shrink-0 tabular-nums">
              <span className="font-medium text-zinc-900">{formatNumber(count)}</span>
              {total ? <span className="ml-1.5 text-xs text-zinc-500">{formatShare(count, total)}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
