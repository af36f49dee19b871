"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { ContentKind } from "@/lib/content/content-kinds";
import { ContentInput } from "./content-input";
import type { Values } from "./guided-form";
import { looksLikeHttpUrl } from "./looks-like-url";

export type ContentChoice = "link" | "text" | ContentKind;

// The structured forms carry their checks and a calendar: fetched when first wanted, not with the page.
const loadGuidedForm = () => import("./guided-form");
const GuidedForm = dynamic(() => loadGuidedForm().then((module) => module.GuidedForm), {
  loading: () => <p className="py-2 text-sm text-zinc-500">Loading the form…</p>,
});
// A failed early fetch is no error: choosing a kind asks again.
const prefetchGuidedForm = () => {
  loadGuidedForm().catch(() => {});
};

const CHOICES: { value: ContentChoice; label: string }[] = [
  { value: "link", label: "Link" },
  { value: "text", label: "Text" },
  { value: "wifi", label: "Wi-Fi" },
  { value: "contact", label: "Contact" },
  { value: "email", label: "Email" },
  { value: "sms", label: "SMS" },
  { value: "phone", label: "Phone" },
  { value: "location", label: "Location" },
  { value: "event", label: "Event" },
];

/**
 * What the code holds: a link or text typed as it is, or a form for Wi-Fi, a contact, an email,
 * an SMS, a call, a place or an event that writes the standard encoding (lib/content). `value` is
 * the text to encode; while a form is incomplete it is empty.
 */
export function GuidedContent({
  value,
  onChange,
  onChoice,
  warnNotALink = true,
}: {
  value: string;
  onChange: (value: string) => void;
  onChoice?: (choice: ContentChoice) => void;
  /** Say when the Link tab holds no web address (off where the form says it in its own words). */
  warnNotALink?: boolean;
}) {
  const [choice, setChoice] = useState<ContentChoice>("link");
  const [free, setFree] = useState(value);
  const [values, setValues] = useState<Partial<Record<ContentKind, Values>>>({});
  // What each kind's fields encoded last, so coming back to a kind restores its code.
  const [encodedByKind, setEncodedByKind] = useState<Partial<Record<ContentKind, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<ContentKind, ReadonlySet<string>>>>({});

  const choose = (next: ContentChoice) => {
    setChoice(next);
    onChoice?.(next);
    onChange(next === "link" || next === "text" ? free : (encodedByKind[next] ?? ""));
  };
  const guided = choice === "link" || choice === "text" ? null : choice;
  // Any text can be encoded, but on the Link tab text that is no web address is likely a typo.
  const notALink = warnNotALink && choice === "link" && value.trim() !== "" && !looksLikeHttpUrl(value);

  return (
    <div className="space-y-4">
      {/* Pointing at or tabbing to a kind starts fetching its form. */}
      <fieldset onPointerEnter={prefetchGuidedForm} onFocus={prefetchGuidedForm}>
        <legend className="mb-2 text-sm font-medium text-zinc-800">What the code holds</legend>
        <div className="flex flex-wrap gap-1.5">
          {CHOICES.map((option) => (
            <label
              key={option.value}
              className="relative cursor-pointer rounded-full border border-zinc-300 bg-white px-3 py-1 text-sm text-zinc-700 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 hover:border-zinc-400"
            >
              <input
                type="radio"
                name="content-kind"
                value={option.value}
                checked={choice === option.value}
                onChange={() => choose(option.value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {guided ? (
        <GuidedForm
          kind={guided}
          values={values[guided] ?? {}}
          touched={touched[guided] ?? new Set()}
          value={value}
          onField={(name, next, encodedText) => {
            setValues({ ...values, [guided]: { ...(values[guided] ?? {}), [name]: next } });
            setTouched({ ...touched, [guided]: new Set(touched[guided]).add(name) });
            setEncodedByKind({ ...encodedByKind, [guided]: encodedText });
            onChange(encodedText);
          }}
        />
      ) : (
        <ContentInput
          value={value}
          placeholder={choice === "link" ? "https://example.com/menu" : "Any text, up to the limit"}
          note={
            notALink
              ? "This does not look like a web address (such as https://example.com/menu): phones will show it as text, not open it. To encode text on purpose, choose Text."
              : undefined
          }
          onChange={(next) => {
            setFree(next);
            onChange(next);
          }}
        />
      )}
    </div>
  );
}
