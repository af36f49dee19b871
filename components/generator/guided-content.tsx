"use client";

import { useState } from "react";
import { CONTENT_KINDS, type ContentKind } from "@/lib/content/content-kinds";
import { encodeContent } from "@/lib/content/encode-content";
import { DateTimeInput } from "@/components/ui/date-time-input";
import { ContentInput } from "./content-input";
import { GUIDED_FIELDS, type GuidedField } from "./guided-fields";
import { looksLikeHttpUrl } from "./looks-like-url";

export type ContentChoice = "link" | "text" | ContentKind;

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

type Values = Record<string, string | boolean>;

const input =
  "block w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500 focus:outline-2 focus:outline-offset-0";

/** The checked fields' messages by field name, for the fields a person has touched. */
function messagesOf(kind: ContentKind, values: Values): Record<string, string> {
  const parsed = CONTENT_KINDS[kind].safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message]));
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: GuidedField;
  value: string | boolean | undefined;
  error?: string;
  onChange: (value: string | boolean) => void;
}) {
  const id = `guided-${field.name}`;
  const described = error ? `${id}-error` : undefined;
  const border = error ? "border-red-400 focus:outline-red-500" : "border-zinc-300 focus:outline-brand-500";
  if (field.type === "checkbox") {
    return (
      <label htmlFor={id} className="flex items-center gap-2 self-end pb-2 text-sm text-zinc-800">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        {field.label}
      </label>
    );
  }
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": described };
  if (field.type === "datetime-local") {
    return (
      <div className={field.wide ? "sm:col-span-2" : undefined}>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-zinc-800">
          {field.label}
        </label>
        <DateTimeInput
          id={id}
          value={String(value ?? "")}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={described}
        />
        {error ? (
          <p id={described} className="mt-1 text-sm text-red-700">
            {field.label} {error}.
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={field.wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-zinc-800">
        {field.label}
      </label>
      {field.type === "select" ? (
        <select
          {...common}
          value={String(value ?? field.options?.[0]?.value)}
          onChange={(event) => onChange(event.target.value)}
          className={`${input} h-10 ${border}`}
        >
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea
          {...common}
          rows={3}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className={`${input} resize-y py-2 ${border}`}
        />
      ) : (
        <input
          {...common}
          type={field.type ?? "text"}
          value={String(value ?? "")}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          onChange={(event) => onChange(event.target.value)}
          className={`${input} h-10 ${border}`}
        />
      )}
      {error ? (
        <p id={described} className="mt-1 text-sm text-red-700">
          {field.label} {error}.
        </p>
      ) : null}
    </div>
  );
}

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
  const [touched, setTouched] = useState<Set<string>>(new Set());

  const choose = (next: ContentChoice) => {
    setChoice(next);
    onChoice?.(next);
    onChange(next === "link" || next === "text" ? free : encoded(next, values[next] ?? {}));
  };
  const encoded = (kind: ContentKind, fields: Values) => {
    const parsed = CONTENT_KINDS[kind].safeParse(fields);
    return parsed.success ? encodeContent(kind, parsed.data as never) : "";
  };
  const guided = choice === "link" || choice === "text" ? null : choice;
  const messages = guided ? messagesOf(guided, values[guided] ?? {}) : {};
  // Any text can be encoded, but on the Link tab text that is no web address is likely a typo.
  const notALink = warnNotALink && choice === "link" && value.trim() !== "" && !looksLikeHttpUrl(value);

  return (
    <div className="space-y-4">
      <fieldset>
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
        <div className="grid gap-3 sm:grid-cols-2">
          {GUIDED_FIELDS[guided].map((field) => (
            <FieldInput
              key={`${guided}-${field.name}`}
              field={field}
              value={values[guided]?.[field.name]}
              error={touched.has(`${guided}.${field.name}`) ? messages[field.name] : undefined}
              onChange={(next) => {
                const fields = { ...(values[guided] ?? {}), [field.name]: next };
                setValues({ ...values, [guided]: fields });
                setTouched(new Set(touched).add(`${guided}.${field.name}`));
                onChange(encoded(guided, fields));
              }}
            />
          ))}
          {value ? (
            <details className="text-xs text-zinc-600 sm:col-span-2">
              <summary className="cursor-pointer">What the code encodes</summary>
              <pre className="mt-1 rounded bg-zinc-50 p-2 font-mono whitespace-pre-wrap break-all text-zinc-800">
                {value}
              </pre>
            </details>
          ) : null}
        </div>
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
