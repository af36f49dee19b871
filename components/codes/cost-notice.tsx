import Link from "next/link";
import { formatDate, formatNumber } from "@/components/ui/format";
import type { CreateMode } from "./mode-choice";

export interface CreditsView {
  balance: number;
  dynamicCodeCost: number;
  staticQuota: { limit: number; used: number; remaining: number; resetsAt: string };
}

/** What creating will cost, against what is left; `count` codes at once for a batch. */
export function costCheck(credits: CreditsView, mode: CreateMode, count = 1): { affordable: boolean } {
  return mode === "DYNAMIC"
    ? { affordable: credits.balance >= credits.dynamicCodeCost * count }
    : { affordable: credits.staticQuota.remaining >= count };
}

/** The price of the chosen mode next to the Create button: credits for dynamic, quota for static. */
export function CostNotice({ credits, mode }: { credits: CreditsView; mode: CreateMode }) {
  const { affordable } = costCheck(credits, mode);
  const tone = affordable ? "border-zinc-200 bg-zinc-50 text-zinc-700" : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <div data-testid="cost-notice" className={`rounded-lg border px-3 py-2.5 text-sm ${tone}`}>
      {mode === "DYNAMIC" ? (
        <>
          <p>
            Costs <strong className="font-semibold">{formatNumber(credits.dynamicCodeCost)} credits</strong>. Your
            balance: <strong className="font-semibold tabular-nums">{formatNumber(credits.balance)}</strong>
            {affordable ? <> ({formatNumber(credits.balance - credits.dynamicCodeCost)} after).</> : "."}
          </p>
          {affordable ? null : (
            <p className="mt-1">
              Not enough credits for a dynamic code. Create a static code instead, or see{" "}
              <Link href="/dashboard/credits" className="font-medium underline">
                your credits
              </Link>
              .
            </p>
          )}
        </>
      ) : (
        <>
          <p>
            Free. Static codes this month:{" "}
            <strong className="font-semibold tabular-nums">
              {formatNumber(credits.staticQuota.used)} / {formatNumber(credits.staticQuota.limit)}
            </strong>{" "}
            used.
          </p>
          {affordable ? null : (
            <p className="mt-1">
              The monthly quota is used up; it resets on {formatDate(credits.staticQuota.resetsAt)}.
            </p>
          )}
        </>
      )}
    </div>
  );
}
