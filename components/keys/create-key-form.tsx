"use client";

import { useForm } from "react-hook-form";
import { call } from "@/components/ui/api-call";
import { createApiKeyContract } from "@/components/ui/api-routes.generated";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { showServerErrors } from "@/components/ui/server-errors";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ApiKeyView } from "@/lib/keys/key-schemas";
import type { Permission } from "@/lib/keys/permissions";

const PERMISSION_CHOICES = [
  { value: "qrcode:generate", text: "Generate images; read codes, templates, statistics and scans; list webhooks." },
  { value: "qrcode:create", text: "Create, update, delete and clone saved codes; manage webhooks." },
] as const;

export type CreatedKey = ApiKeyView & { key: string };
type KeyForm = { name: string; permissions: Permission[] };
const EMPTY: KeyForm = { name: "", permissions: ["qrcode:generate"] };

export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedKey) => void }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<KeyForm>({ defaultValues: EMPTY });
  const { errors, isSubmitting: pending } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const result = await call(createApiKeyContract, { body: values });
    if (!result.ok) return showServerErrors(setError, result.error);
    onCreated(result.data);
    reset(EMPTY);
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5 p-5" noValidate>
      <FormError message={errors.root?.server?.message} />
      <Field
        id="key-name"
        label="Key name"
        placeholder="e.g. Production server"
        maxLength={80}
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <fieldset aria-describedby={errors.permissions ? "permissions-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-zinc-800">Permissions</legend>
        <div className="space-y-2">
          {PERMISSION_CHOICES.map(({ value, text }) => (
            <div
              key={value}
              className="flex gap-3 rounded-lg border border-zinc-200 p-3 has-checked:border-brand-300 has-checked:bg-brand-50/50"
            >
              <input
                id={`permission-${value}`}
                type="checkbox"
                value={value}
                {...register("permissions")}
                aria-describedby={`permission-${value}-text`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <div className="min-w-0">
                <label htmlFor={`permission-${value}`} className="font-mono text-sm font-medium text-zinc-900">
                  {value}
                </label>
                <p id={`permission-${value}-text`} className="text-sm text-zinc-500">
                  {text}
                </p>
              </div>
            </div>
          ))}
        </div>
        {errors.permissions ? (
          <p id="permissions-error" className="mt-1.5 text-sm text-red-700">
            {errors.permissions.message}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton pending={pending} pendingLabel="Creating…">
        Create key
      </SubmitButton>
    </form>
  );
}
