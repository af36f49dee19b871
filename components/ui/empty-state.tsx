import type { ReactNode } from "react";

/** The honest "nothing here yet" panel: says what will appear and, if known, when. */
export function EmptyState({
  icon,
  title,
  children,
  heading: Heading = "h2",
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  heading?: "h1" | "h2";
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-14 text-center">
      {icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </div>
      ) : null}
      <Heading className="text-base font-semibold text-zinc-900">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-sm text-zinc-500">{children}</div> : null}
    </div>
  );
}
