"use client";

import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { readApiError } from "@/components/ui/api-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { ApiKeyView } from "@/lib/keys/key-schemas";

const PERMISSION_CHOICES = [
  { value: "qrcode:generate", text: "Generate images; read codes, templates, statistics and scans; list webhooks." },
  { value: "qrcode:create", text: "Create, update, delete and clone saved codes; manage webhooks." },
] as const;

export type CreatedKey = ApiKeyView & { key: string };

export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedKey) => void }) {
  const [errors, setErrors] = useState<{ message?: string; fields: Record<string, string> }>({ fields: {} });
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setErrors({ fields: {} });
    try {
      const response = await fetch("/api/v1/keys", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: String(form.get("name") ?? ""), permissions: form.getAll("permissions").map(String) }),
      });
      if (response.status !== 201) {
        const { message, fields } = await readApiError(response);
        setErrors({ message: Object.keys(fields).length ? undefined : message, fields });
        return;
      }
      onCreated((await response.json()) as CreatedKey);
      formElement.reset();
    } catch {
      setErrors({ message: "Could not reach the server. Check your connection and try again.", fields: {} });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5 p-5" noValidate>
      {errors.message ? <Alert>{errors.message}</Alert> : null}
      <Field id="key-name" name="name" label="Key name" placeholder="e.g. Production server" maxLength={80} required error={errors.fields.name} />
      <fieldset aria-describedby={errors.fields.permissions ? "permissions-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-zinc-800">Permissions</legend>
        <div className="space-y-2">
          {PERMISSION_CHOICES.map(({ value, text }) => (
            <div key={value} className="flex gap-3 rounded-lg border border-zinc-200 p-3 has-checked:border-brand-300 has-checked:bg-brand-50/50">
              <input
                id={`permission-${value}`}
                type="checkbox"
                name="permissions"
                value={value}
                defaultChecked={value === "qrcode:generate"}
                aria-describedby={`permission-${value}-text`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <div className="min-w-0">
                <label htmlFor={`permission-${value}`} className="font-mono text-sm font-medium text-zinc-900">
                  {value}
                </label>
                <p id={`permission-${value}-text`} className="text-sm text-zinc-500">{text}</p>
              </div>
            </div>
          ))}
        </div>
        {errors.fields.permissions ? (
          <p id="permissions-error" className="mt-1.5 text-sm text-red-700">{errors.fields.permissions}</p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={pending}>
        {pending ? "Creating…" : "Create key"}
      </Button>
    </form>
  );
}
