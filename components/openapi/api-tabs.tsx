"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { nextTabIndex, TabButton } from "@/components/ui/tab-button";

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
    const next = nextTabIndex(
      event.key,
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length,
    );
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="mb-6 flex gap-1 border-b border-zinc-200">
        {tabs.map((tab, index) => (
          <TabButton
            key={tab.id}
            id={`tab-${tab.id}`}
            panelId={`panel-${tab.id}`}
            active={tab.id === selected}
            onSelect={() => select(index, false)}
            register={(element) => {
              buttons.current[index] = element;
            }}
          >
            {tab.label}
          </TabButton>
        ))}
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
