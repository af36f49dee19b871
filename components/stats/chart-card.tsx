import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** A titled panel for one chart or table of the statistics. */
export function ChartCard({
  title,
  description,
  children,
  className = "",
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <Card className={`min-w-0 p-4 sm:p-5 ${className}`}>
      <section aria-label={title} data-testid={testId}>
        <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
        {description ? <p className="mt-0.5 text-xs text-zinc-500">{description}</p> : null}
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

/** What a panel shows when the range has nothing for it. */
export function NoData({ children = "No scans in this range." }: { children?: ReactNode }) {
  return (
    <p className="flex h-32 items-center justify-center rounded-lg bg-zinc-50 text-sm text-zinc-500">{children}</p>
  );
}
