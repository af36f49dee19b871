"use client";

import type { LabelSource } from "@/lib/sheets/sheet-layout";
import { SHEET_PRESETS, type SheetPresetName } from "@/lib/sheets/sheet-presets";
import type { SheetLayoutFields } from "@/lib/sheets/resolve-sheet-layout";

export const control =
  "block h-9 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";
const labelClass = "mb-1 block text-xs font-medium text-zinc-600";

const NUMBERS = [
  { key: "columns", label: "Columns", step: 1 },
  { key: "rows", label: "Rows", step: 1 },
  { key: "codeWidthMm", label: "Code width (mm)", step: 0.5 },
  { key: "marginMm", label: "Margin (mm)", step: 0.5 },
  { key: "gapMm", label: "Gap (mm)", step: 0.5 },
] as const;

type NumberKey = (typeof NUMBERS)[number]["key"];

/**
 * The layout's controls: a preset, the paper and the numbers. A number left empty keeps the
 * preset's (shown as its placeholder); one typed in is sent and wins over the preset, as the API does.
 */
export function SheetFields({
  fields,
  shown,
  onChange,
}: {
  fields: SheetLayoutFields;
  /** The resolved values, shown as placeholders. */
  shown: Record<NumberKey, string>;
  onChange: (fields: SheetLayoutFields) => void;
}) {
  const set = (change: SheetLayoutFields) => onChange({ ...fields, ...change });
  const number = (key: NumberKey, raw: string) => {
    const value = raw === "" ? undefined : Number(raw);
    set({ [key]: value === undefined || Number.isNaN(value) ? undefined : value });
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="col-span-2 sm:col-span-3">
        <label htmlFor="sheet-preset" className={labelClass}>
          Label sheet
        </label>
        <select
          id="sheet-preset"
          value={fields.preset ?? ""}
          onChange={(event) => {
            const preset = (event.target.value || undefined) as SheetPresetName | undefined;
            onChange({
              ...fields,
              preset,
              paper: undefined,
              columns: undefined,
              rows: undefined,
              codeWidthMm: undefined,
              marginMm: undefined,
              gapMm: undefined,
            });
          }}
          className={control}
        >
          <option value="">Custom grid</option>
          {Object.entries(SHEET_PRESETS).map(([name, preset]) => (
            <option key={name} value={name}>
              {preset.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sheet-paper" className={labelClass}>
          Paper
        </label>
        <select
          id="sheet-paper"
          value={typeof fields.paper === "string" ? fields.paper : ""}
          onChange={(event) => set({ paper: (event.target.value || undefined) as "A4" | "LETTER" | undefined })}
          className={control}
        >
          <option value="">
            {fields.preset ? `${SHEET_PRESETS[fields.preset].paper === "A4" ? "A4" : "Letter"} (sheet)` : "A4"}
          </option>
          <option value="A4">A4</option>
          <option value="LETTER">Letter</option>
        </select>
      </div>
      {NUMBERS.map(({ key, label, step }) => (
        <div key={key}>
          <label htmlFor={`sheet-${key}`} className={labelClass}>
            {label}
          </label>
          <input
            id={`sheet-${key}`}
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            value={typeof fields[key] === "number" ? String(fields[key]) : ""}
            placeholder={shown[key]}
            onChange={(event) => number(key, event.target.value)}
            className={control}
          />
        </div>
      ))}
      <div>
        <label htmlFor="sheet-label" className={labelClass}>
          Label
        </label>
        <select
          id="sheet-label"
          value={fields.label ?? "name"}
          onChange={(event) => set({ label: event.target.value as LabelSource })}
          className={control}
        >
          <option value="name">Name</option>
          <option value="shortLink">Link</option>
          <option value="none">None</option>
        </select>
      </div>
    </div>
  );
}
