import { Stat } from "@/components/ui/card";
import { formatDate, formatNumber } from "@/components/ui/format";
import type { CreditBalance } from "@/lib/credits/get-credit-balance";

/** Balance and this month's static-code quota, as three summary cards. */
export function CreditSummary({ credits }: { credits: CreditBalance }) {
  const { balance, dynamicCodeCost, staticQuota } = credits;
  const percent = staticQuota.limit ? Math.round((staticQuota.used / staticQuota.limit) * 100) : 0;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Stat
        label="Credit balance"
        value={formatNumber(balance)}
        hint={`A dynamic code costs ${formatNumber(dynamicCodeCost)} credits.`}
      />
      <Stat
        label="Static codes this month"
        value={
          <>
            {formatNumber(staticQuota.used)}
            <span className="text-lg font-normal text-zinc-500"> / {formatNumber(staticQuota.limit)}</span>
          </>
        }
        hint={
          <span className="mt-2 block">
            <span
              role="progressbar"
              aria-label="Static quota used"
              aria-valuemin={0}
              aria-valuemax={staticQuota.limit}
              aria-valuenow={staticQuota.used}
              className="block h-1.5 overflow-hidden rounded-full bg-zinc-100"
            >
              <span className="block h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
            </span>
          </span>
        }
      />
      <Stat
        label="Quota resets"
        value={formatDate(staticQuota.resetsAt)}
        hint={`${formatNumber(staticQuota.remaining)} static codes left this month.`}
      />
    </div>
  );
}
