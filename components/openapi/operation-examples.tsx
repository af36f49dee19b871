"use client";

import { type KeyboardEvent, useRef } from "react";
import { CodeBlock } from "@/components/ui/code-block";
import { nextTabIndex, TabButton } from "@/components/ui/tab-button";
import { type CodeSample, SAMPLE_LANGUAGES } from "@/lib/openapi/code-samples/languages";
import { chooseSampleLanguage, useSampleLanguage } from "./sample-language";

const FILE_NAMES = { curl: "Terminal", typescript: "TypeScript", python: "Python", go: "Go" } as const;

function SamplePanel({ sample }: { sample: CodeSample }) {
  return (
    <div className="space-y-2">
      {sample.note ? <p className="text-sm text-zinc-600">{sample.note}</p> : null}
      {sample.code ? (
        <div className="overflow-hidden rounded-lg">
          <CodeBlock name={FILE_NAMES[sample.language]} code={sample.code} copyLabel="Copy example" />
        </div>
      ) : null}
    </div>
  );
}

/**
 * An operation's examples under tabs (curl | TypeScript | Python | Go), the WAI-ARIA way like
 * ApiTabs (one tab stop, arrows and Home/End select); the choice is shared by every card.
 */
export function OperationExamples({ id, samples }: { id: string; samples: CodeSample[] }) {
  const selected = useSampleLanguage();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  if (samples.length === 1) return <SamplePanel sample={samples[0]} />;
  const tabs = SAMPLE_LANGUAGES.filter((language) => samples.some((sample) => sample.language === language.id));
  const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0].id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(
      event.key,
      tabs.findIndex((tab) => tab.id === current),
      tabs.length,
    );
    if (next === undefined) return;
    event.preventDefault();
    chooseSampleLanguage(tabs[next].id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Example language"
        onKeyDown={onKeyDown}
        className="mb-3 flex overflow-x-auto border-b border-zinc-200"
      >
        {tabs.map((tab, index) => (
          <TabButton
            key={tab.id}
            id={`${id}-example-tab-${tab.id}`}
            panelId={`${id}-example-${tab.id}`}
            active={tab.id === current}
            compact
            onSelect={() => chooseSampleLanguage(tab.id)}
            register={(element) => {
              buttons.current[index] = element;
            }}
          >
            {tab.label}
          </TabButton>
        ))}
      </div>
      {tabs.map((tab) => {
        const sample = samples.find((candidate) => candidate.language === tab.id);
        return (
          <div
            key={tab.id}
            id={`${id}-example-${tab.id}`}
            role="tabpanel"
            aria-labelledby={`${id}-example-tab-${tab.id}`}
            hidden={tab.id !== current}
          >
            {/* Only the chosen language's code: the reference has some eighty cards, and four listings each
                made the page too heavy to check and capture (e2e/ui/a11y.spec.ts). */}
            {sample && tab.id === current ? <SamplePanel sample={sample} /> : null}
          </div>
        );
      })}
    </div>
  );
}
