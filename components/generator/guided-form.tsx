"use client";

import { DateTimeInput } from "@/components/ui/date-time-input";
import { CONTENT_KINDS, type ContentKind } from "@/lib/content/content-kinds";
import { encodeContent } from "@/lib/content/encode-content";
import { GUIDED_FIELDS, type GuidedField } from "./guided-fields";

export type Values = Record<string, string | boolean>;

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
        <FieldError id={described} label={field.label} error={error} />
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
      <FieldError id={described} label={field.label} error={error} />
    </div>
  );
}

/** A field's refusal, named by its label, under it (the field's aria-describedby points here). */
function FieldError({ id, label, error }: { id?: string; label: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {label} {error}.
    </p>
  ) : null;
}

/** The text a kind's fields encode, or "" while they do not pass its checks. */
function encoded(kind: ContentKind, fields: Values): string {
  const parsed = CONTENT_KINDS[kind].safeParse(fields);
  return parsed.success ? encodeContent(kind, parsed.data as never) : "";
}

/**
 * The form of one structured kind (Wi-Fi, contact, email, SMS, call, place, event): its fields,
 * each checked once touched, and what the code encodes. Loaded only when such a kind is chosen, so
 * the checks and the calendar stay out of the pages' first download.
 */
export function GuidedForm({
  kind,
  values,
  touched,
  value,
  onField,
}: {
  kind: ContentKind;
  values: Values;
  /** Names of the fields a person has changed. */
  touched: ReadonlySet<string>;
  /** The text the code encodes now. */
  value: string;
  onField: (name: string, next: string | boolean, encodedText: string) => void;
}) {
  const messages = messagesOf(kind, values);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {GUIDED_FIELDS[kind].map((field) => (
        <FieldInput
          key={`${kind}-${field.name}`}
          field={field}
          value={values[field.name]}
          error={touched.has(field.name) ? messages[field.name] : undefined}
          onChange={(next) => onField(field.name, next, encoded(kind, { ...values, [field.name]: next }))}
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
  );
}
