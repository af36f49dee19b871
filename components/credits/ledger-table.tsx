import { formatDateTime, formatNumber, formatSigned, humanize } from "@/components/ui/format";

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

export function LedgerTable({ entries }: { entries: LedgerRow[] }) {
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
            <tr key={entry.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-5 py-3 hover:bg-zinc-50/60 sm:table-row sm:p-0">
              <td className={`${cell} col-start-1 row-start-2 text-xs whitespace-nowrap text-zinc-500 sm:text-sm sm:text-zinc-600`}>
                {formatDateTime(entry.createdAt)}
              </td>
              <td className={`${cell} col-start-1 row-start-1 font-medium text-zinc-900 sm:font-normal`}>{humanize(entry.reason)}</td>
              <td
                className={`${entry.reference ? cell : `hidden sm:table-cell sm:px-5 sm:py-3`} col-span-2 row-start-3 max-w-48 truncate font-mono text-xs text-zinc-500`}
                title={entry.reference ?? undefined}
              >
                {entry.reference ?? "—"}
              </td>
              <td className={`${cell} col-start-2 row-start-1 text-right font-medium tabular-nums ${amountTone(entry.amount)}`}>
                {formatSigned(entry.amount)}
              </td>
              <td className={`${cell} col-start-2 row-start-2 text-right text-xs text-zinc-500 tabular-nums sm:text-sm sm:text-zinc-900`}>
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
