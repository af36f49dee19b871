import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { BatchResult } from "./code-types";
import type { BatchRow } from "./parse-csv";

type Outcome = BatchResult["results"][number];

function RowResult({ outcome }: { outcome?: Outcome }) {
  if (!outcome) return <span className="text-zinc-500">—</span>;
  if (!outcome.success)
    return (
      <span className="text-red-700">
        <Badge tone="danger">Failed</Badge> <span className="mt-1 block text-sm">{outcome.error}</span>
      </span>
    );
  return (
    <span className="block min-w-0">
      <Badge tone="success">Created</Badge>{" "}
      {outcome.data ? (
        <>
          <Link
            href={`/dashboard/codes/${outcome.data.id}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Open
          </Link>
          {outcome.data.shortLink ? (
            <span className="mt-1 block font-mono text-xs break-all text-zinc-600">{outcome.data.shortLink}</span>
          ) : null}
        </>
      ) : null}
    </span>
  );
}

/** The parsed rows before sending and, once sent, each row's outcome beside it. */
export function BatchTable({
  rows,
  results,
  problems = [],
}: {
  rows: BatchRow[];
  results: BatchResult | null;
  problems?: (string | null)[];
}) {
  const byIndex = new Map(results?.results.map((outcome) => [outcome.index, outcome]));
  return (
    <div data-testid="batch-table">
      <ol
        aria-label={results ? "Rows and results" : "Rows"}
        className="divide-y divide-zinc-100 border-t border-zinc-100 sm:hidden"
      >
        {rows.map((row, index) => (
          <li key={index} className="space-y-1 px-4 py-3 text-sm">
            <div className="flex items-baseline gap-2">
              <span className="text-xs text-zinc-500 tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 font-medium break-words text-zinc-900">{row.name || "Untitled"}</span>
              <span className="text-xs text-zinc-500">
                {row.mode || "DYNAMIC"} · {row.templateId || "Auto"}
              </span>
            </div>
            <p className="break-all text-zinc-600">{row.content || <span className="text-red-700">(empty)</span>}</p>
            {problems[index] && !results ? <p className="text-sm text-red-700">{problems[index]}</p> : null}
            {results ? <RowResult outcome={byIndex.get(index)} /> : null}
          </li>
        ))}
      </ol>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">CSV rows{results ? " and their results" : ""}</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-2.5 font-medium">
              #
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Content
            </th>
            <th scope="col" className="w-24 px-4 py-2.5 font-medium">
              Mode
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Name
            </th>
            <th scope="col" className="w-28 px-4 py-2.5 font-medium">
              Template
            </th>
            {results ? (
              <th scope="col" className="w-56 px-4 py-2.5 font-medium">
                Result
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((row, index) => (
            <tr key={index} className="align-top">
              <td className="px-4 py-2.5 text-zinc-500 tabular-nums">{index + 1}</td>
              <td className="max-w-64 px-4 py-2.5 break-all text-zinc-900">
                {row.content || <span className="text-red-700">(empty)</span>}
                {problems[index] && !results ? (
                  <span className="mt-1 block text-sm break-normal text-red-700">{problems[index]}</span>
                ) : null}
              </td>
              <td className="px-4 py-2.5 text-zinc-700">
                {row.mode || <span className="text-zinc-500">DYNAMIC</span>}
              </td>
              <td className="px-4 py-2.5 break-words text-zinc-700">
                {row.name || <span className="text-zinc-500">—</span>}
              </td>
              <td className="px-4 py-2.5 text-zinc-700">
                {row.templateId || <span className="text-zinc-500">Auto</span>}
              </td>
              {results ? (
                <td className="px-4 py-2.5">
                  <RowResult outcome={byIndex.get(index)} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
