"use client";

import { humanize } from "@/components/ui/format";
import { CloseIcon } from "@/components/ui/icons";
import { countryName } from "../world-map-shapes";
import { DEVICE_CHOICES, FILTER_NAMES, type FilterName, type Filters } from "./workspace-query";

export interface FilterChoices {
  tags: string[];
  codes: { id: string; name: string | null }[];
  countries: string[];
}

const LABELS: Record<FilterName, string> = { tag: "Tag", country: "Country", device: "Device", codeId: "Code" };
const control =
  "h-9 w-full rounded-lg border border-zinc-300 bg-white px-2.5 text-sm text-zinc-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30";

export const codeName = (code: { id: string; name: string | null }) => code.name || `Untitled (${code.id.slice(-6)})`;

/** What a filter's value reads as: a country's name, a device in words, a code's name. */
export function filterText(name: FilterName, value: string, choices: FilterChoices): string {
  if (name === "country") return countryName(value);
  if (name === "device") return humanize(value);
  if (name === "codeId") {
    const code = choices.codes.find((candidate) => candidate.id === value);
    return code ? codeName(code) : "Unknown code";
  }
  return value;
}

/** Four selects (tag, country, device, code), and a removable chip for each filter set. */
export function FilterBar({
  filters,
  choices,
  onChange,
}: {
  filters: Filters;
  choices: FilterChoices;
  /** Sets the named filters; an undefined value removes one. */
  onChange: (patch: Filters) => void;
}) {
  const options: Record<FilterName, { value: string; label: string }[]> = {
    tag: choices.tags.map((tag) => ({ value: tag, label: tag })),
    country: choices.countries.map((country) => ({ value: country, label: countryName(country) })),
    device: DEVICE_CHOICES.map((device) => ({ value: device, label: humanize(device) })),
    codeId: choices.codes.map((code) => ({ value: code.id, label: codeName(code) })),
  };
  const active = FILTER_NAMES.filter((name) => filters[name]);
  return (
    <div className="space-y-3">
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="sr-only">Filter the statistics</legend>
        {FILTER_NAMES.map((name) => {
          const value = filters[name] ?? "";
          const list = options[name];
          const known = !value || list.some((option) => option.value === value);
          return (
            <div key={name}>
              <label htmlFor={`stats-filter-${name}`} className="mb-1 block text-xs font-medium text-zinc-600">
                {LABELS[name]}
              </label>
              <select
                id={`stats-filter-${name}`}
                value={value}
                onChange={(event) => onChange({ [name]: event.target.value || undefined })}
                className={control}
              >
                <option value="">{name === "codeId" ? "All codes" : `Any ${LABELS[name].toLowerCase()}`}</option>
                {known ? null : <option value={value}>{filterText(name, value, choices)}</option>}
                {list.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </fieldset>
      {active.length > 0 ? (
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
          {active.map((name) => {
            const text = `${LABELS[name]}: ${filterText(name, filters[name] ?? "", choices)}`;
            return (
              <li key={name}>
                <button
                  type="button"
                  data-testid={`filter-chip-${name}`}
                  onClick={() => onChange({ [name]: undefined })}
                  aria-label={`Remove filter ${text}`}
                  className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {text}
                  <CloseIcon aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
          {active.length > 1 ? (
            <li>
              <button
                type="button"
                onClick={() => onChange(Object.fromEntries(active.map((name) => [name, undefined])))}
                className="text-sm font-medium text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline"
              >
                Clear all
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
