"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";

export interface ApiTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs the WAI-ARIA way: one tab stop for the list, arrow keys (and Home/End) move between tabs
 * and select them, each panel is labelled by its tab. The address hash (#sdk) opens a tab.
 */
export function ApiTabs({ tabs, label }: { tabs: ApiTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0].id);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash is read once, on arrival
  useEffect(() => {
    const fromHash = tabs.find((tab) => `#${tab.id}` === window.location.hash);
    if (fromHash) setSelected(fromHash.id);
    // the hash is read once, on arrival
  }, []);

  const select = (index: number, focus: boolean) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setSelected(tab.id);
    const url = new URL(window.location.href);
    url.hash = tab.id === tabs[0].id ? "" : tab.id;
    window.history.replaceState(window.history.state, "", url);
    if (focus) buttons.current[tabs.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="mb-6 flex gap-1 border-b border-zinc-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={`tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index, false)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 ${
                active
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
