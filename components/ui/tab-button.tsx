import type { ReactNode } from "react";

/** Where a tablist's arrow keys and Home/End move from `index` of `count` tabs (wrapping), undefined for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[key];
  return next === undefined ? undefined : (next + count) % count;
}

/**
 * One tab of a WAI-ARIA tablist (components/openapi/api-tabs.tsx, operation-examples.tsx): only the
 * selected tab is a tab stop; `register` hands the button over so the arrow keys can focus it.
 */
export function TabButton({
  id,
  panelId,
  active,
  compact = false,
  onSelect,
  register,
  children,
}: {
  id: string;
  panelId: string;
  active: boolean;
  compact?: boolean;
  onSelect: () => void;
  register: (element: HTMLButtonElement | null) => void;
  children: ReactNode;
}) {
  return (
    <button
      ref={register}
      id={id}
      type="button"
      role="tab"
      aria-selected={active}
      aria-controls={panelId}
      tabIndex={active ? 0 : -1}
      onClick={onSelect}
      className={`-mb-px border-b-2 text-sm font-medium focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 ${
        compact ? "shrink-0 px-2.5 py-1.5 sm:px-3" : "px-3 py-2"
      } ${
        active
          ? "border-brand-600 text-brand-700"
          : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900"
      }`}
    >
      {children}
    </button>
  );
}
