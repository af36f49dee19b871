import Link from "next/link";
import { formatDate, formatNumber } from "@/components/ui/format";
import { ModeBadge, StatusBadge } from "./code-badges";
import { codeLabel, type QrCodeSummary } from "./code-types";

const th = "px-5 py-3 font-medium";

/** The codes of one page: a table from `sm` up, a list of cards on a phone. */
export function CodesTable({ codes }: { codes: QrCodeSummary[] }) {
  return (
    <>
      <ul aria-label="Codes" className="divide-y divide-zinc-100 sm:hidden">
        {codes.map((code) => (
          <li key={code.id}>
            <Link href={`/dashboard/codes/${code.id}`} className="block px-4 py-3 hover:bg-zinc-50">
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-medium break-words text-zinc-900">{codeLabel(code)}</span>
                <span className="shrink-0 text-sm text-zinc-600 tabular-nums">
                  {formatNumber(code.scanCount)} <span className="text-zinc-500">{code.scanCount === 1 ? "scan" : "scans"}</span>
                </span>
              </div>
              <p className="mt-0.5 truncate text-xs text-zinc-500">{code.targetUrl}</p>
              <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-zinc-500">
                <StatusBadge status={code.status} />
                <ModeBadge mode={code.mode} />
                <span className="ml-auto">{formatDate(code.createdAt)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <table className="hidden w-full table-fixed text-left text-sm sm:table">
        <caption className="sr-only">Codes, newest first</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase">
          <tr>
            <th scope="col" className={th}>
              Name and target
            </th>
            <th scope="col" className={`${th} w-28`}>
              Mode
            </th>
            <th scope="col" className={`${th} w-28`}>
              Status
            </th>
            <th scope="col" className={`${th} w-24 text-right`}>
              Scans
            </th>
            <th scope="col" className={`${th} w-36 max-md:hidden`}>
              Created
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {codes.map((code) => (
            <tr key={code.id} className="group relative hover:bg-zinc-50/80">
              <td className="px-5 py-3">
                {/* The name link covers the whole row (after:inset-0), so any cell opens the code. */}
                <Link
                  href={`/dashboard/codes/${code.id}`}
                  className="block truncate font-medium text-zinc-900 after:absolute after:inset-0 group-hover:text-brand-700"
                >
                  {codeLabel(code)}
                </Link>
                <span className="block truncate text-xs text-zinc-500" title={code.targetUrl}>
                  {code.targetUrl}
                </span>
              </td>
              <td className="px-5 py-3">
                <ModeBadge mode={code.mode} />
              </td>
              <td className="px-5 py-3">
                <StatusBadge status={code.status} />
              </td>
              <td className="px-5 py-3 text-right font-medium text-zinc-900 tabular-nums">{formatNumber(code.scanCount)}</td>
              <td className="px-5 py-3 whitespace-nowrap text-zinc-600 max-md:hidden">{formatDate(code.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
