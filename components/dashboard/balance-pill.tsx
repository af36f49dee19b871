import Link from "next/link";
import { CreditIcon } from "@/components/ui/icons";
import { formatNumber } from "@/components/ui/format";

export function BalancePill({ balance }: { balance: number }) {
  return (
    <Link
      href="/dashboard/credits"
      title="Credit balance"
      className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 py-1 text-sm font-medium text-zinc-700 shadow-sm hover:border-brand-300 hover:text-brand-700"
    >
      <CreditIcon className="size-4 text-brand-600" />
      <span className="tabular-nums" data-testid="credit-balance">
        {formatNumber(balance)}
      </span>
      <span className="text-zinc-500">credits</span>
    </Link>
  );
}
