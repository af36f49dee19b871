"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { ReadError } from "@/components/ui/api-error";
import { useCan } from "@/components/workspaces/workspace-context";

interface InlineEditProps {
  id: string;
  /** The button that opens the form ("Change target"). */
  openLabel: string;
  fieldLabel: string;
  saveLabel: string;
  initial: string;
  type?: "url" | "text";
  hint?: string;
  /** The field the API names in its errors. */
  field: string;
  /** The most characters the API takes; the field stops there. */
  maxLength?: number;
  /** Shows "12 / 200 characters" under the field as you type. */
  counted?: boolean;
  onSave: (value: string) => Promise<ReadError | null>;
}

/** A button that turns into a one-field form; the server's field error shows under the field. */
export function InlineEdit({
  id,
  openLabel,
  fieldLabel,
  saveLabel,
  initial,
  type = "text",
  hint,
  field,
  maxLength = 2048,
  counted = false,
  onSave,
}: InlineEditProps) {
  const canEdit = useCan("EDITOR");
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    const failure = await onSave(value.trim());
    setPending(false);
    if (failure) setError(failure.fields[field] ?? failure.message);
    else setOpen(false);
  }

  // A VIEWER sees the value elsewhere on the page; the button to change it is not theirs.
  if (!canEdit) return null;
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setValue(initial);
          setError(undefined);
          setOpen(true);
        }}
      >
        {openLabel}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="w-full space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/70 p-3">
      <Field
        id={id}
        label={fieldLabel}
        type={type}
        inputMode={type === "url" ? "url" : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint={counted ? [hint, `${value.length} / ${maxLength} characters`].filter(Boolean).join(" ") : hint}
        autoFocus
        maxLength={maxLength}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving…" : saveLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
