import Link from "next/link";
import { formatDateTime, formatNumber, formatSigned } from "@/components/ui/format";
import { ledgerReason } from "./ledger-reasons";

export interface LedgerRow {
  id: string;
  amount: number;
  balanceAfter: number;
  reason: string;
  reference: string | null;
  createdAt: Date | string;
}

const amountTone = (amount: number) => (amount >= 0 ? "text-emerald-700" : "text-red-700");
// One table for every width: below `sm` each row folds into a two-column card (reason | amount,
// time | balance, reference), so nothing scrolls sideways on a phone.
const cell = "block p-0 sm:table-cell sm:px-5 sm:py-3";

/** A reference (a short code) that names one of the account's codes: linked to its page. */
export type CodeLinks = Map<string, { id: string; name: string | null; deleted: boolean }>;

export function LedgerTable({ entries, codes = new Map() }: { entries: LedgerRow[]; codes?: CodeLinks }) {
  return (
    <div className="overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[36rem]">
        <caption className="sr-only">Credit ledger, newest first</caption>
        <thead className="hidden border-b border-zinc-200 bg-zinc-50 text-xs font-medium tracking-wide text-zinc-500 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium">
              Time
            </th>
            <th scope="col" className="px-5 py-3 font-medium">
              Reason
            </th>
            <th scope="col" className="px-5 py-3 font-medium">
              Reference
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              Balance after
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-zinc-100 sm:table-row-group">
          {entries.map((entry) => (
            <tr
              key={entry.id}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-5 py-3 hover:bg-zinc-50/60 sm:table-row sm:p-0"
            >
              <td
                className={`${cell} col-start-1 row-start-2 text-xs whitespace-nowrap text-zinc-500 sm:text-sm sm:text-zinc-600`}
              >
                {formatDateTime(entry.createdAt)}
              </td>
              <td className={`${cell} col-start-1 row-start-1 font-medium text-zinc-900 sm:font-normal`}>
                {ledgerReason(entry.reason)}
              </td>
              <td
                className={`${entry.reference ? cell : `hidden sm:table-cell sm:px-5 sm:py-3`} col-span-2 row-start-3 max-w-48 truncate font-mono text-xs text-zinc-500`}
                title={entry.reference ?? undefined}
              >
                <Reference
                  reference={entry.reference}
                  code={entry.reference ? codes.get(entry.reference) : undefined}
                />
              </td>
              <td
                className={`${cell} col-start-2 row-start-1 text-right font-medium tabular-nums ${amountTone(entry.amount)}`}
              >
                {formatSigned(entry.amount)}
              </td>
              <td
                className={`${cell} col-start-2 row-start-2 text-right text-xs text-zinc-500 tabular-nums sm:text-sm sm:text-zinc-900`}
              >
                <span className="sm:hidden">Balance </span>
                {formatNumber(entry.balanceAfter)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Reference({
  reference,
  code,
}: {
  reference: string | null;
  code?: { id: string; name: string | null; deleted: boolean };
}) {
  if (!reference) return "—";
  if (!code || code.deleted)
    return <span className="font-sans">{code?.deleted ? `${code.name ?? reference} (deleted)` : reference}</span>;
  return (
    <Link href={`/dashboard/codes/${code.id}`} className="font-sans text-brand-700 underline-offset-2 hover:underline">
      {code.name ?? reference}
    </Link>
  );
}
