import { formatNumber } from "@/components/ui/format";
import type { PreviewRow, RowError } from "./import-csv";

/** The first rows of a CSV as the import reads them, each with the dry run's errors for it. */
export function CsvPreview({
  rows,
  total,
  errors,
  checked,
}: {
  rows: PreviewRow[];
  total: number;
  errors: RowError[];
  /** The dry run has finished: a row without errors is fine. */
  checked: boolean;
}) {
  const byRow = new Map<number, RowError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-zinc-900">
        {total > rows.length
          ? `The first ${rows.length} of ${formatNumber(total)} rows`
          : `${formatNumber(total)} ${total === 1 ? "row" : "rows"}`}
      </h3>
      <div
        role="region"
        aria-label="CSV preview, scrolls sideways"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone takes the keyboard's focus
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <table className="w-full min-w-[44rem] text-left text-sm" aria-label="CSV preview">
          <thead className="bg-zinc-50 text-xs text-zinc-600">
            <tr>
              {["Row", "URL", "Name", "Slug", "Domain", "Tags", "Check"].map((name) => (
                <th key={name} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {rows.map((row) => {
              const problems = byRow.get(row.row);
              return (
                <tr key={row.row} className={problems ? "bg-red-50" : undefined}>
                  <td className="px-3 py-2 tabular-nums text-zinc-700">{row.row}</td>
                  <td className="max-w-64 min-w-48 px-3 py-2 break-all text-zinc-900">{row.url || "—"}</td>
                  <td className="max-w-48 min-w-32 px-3 py-2 wrap-anywhere text-zinc-900">{row.name || "—"}</td>
                  <td className={`px-3 py-2 text-zinc-700 ${row.slug ? "font-mono text-xs" : ""}`}>
                    {row.slug || "—"}
                  </td>
                  <td className="px-3 py-2 text-zinc-700">{row.domain || "—"}</td>
                  <td className="px-3 py-2 text-zinc-700">{row.tags.length ? row.tags.join(", ") : "—"}</td>
                  <td className="min-w-40 px-3 py-2">
                    {problems ? (
                      <span className="text-red-700">
                        {problems.map((problem) => `${problem.field}: ${problem.message}`).join("; ")}
                      </span>
                    ) : checked ? (
                      <span className="text-emerald-700">OK</span>
                    ) : (
                      <span className="text-zinc-500">Checking…</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
