"use client";

import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { updateWebhookContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/server-errors";
import { EventChoices, eventsRule, type WebhookFormValues } from "./event-choices";
import type { Webhook } from "./webhook-types";

type Props = { webhook: Webhook; onSaved: (webhook: Webhook) => void; onCancel: () => void };

/** Change the URL and events of a webhook in place; its secret stays the same. */
export function EditWebhookForm({ webhook, onSaved, onCancel }: Props) {
  const { register, handleSubmit, setError, formState } = useForm<WebhookFormValues>({
    defaultValues: { url: webhook.url, events: [...webhook.events] },
  });
  const { errors, isSubmitting: pending } = formState;
  const prefix = `edit-${webhook.id}`;

  const onSubmit = handleSubmit(async ({ url, events }) => {
    const result = await call(updateWebhookContract, { params: { id: webhook.id }, body: { url: url.trim(), events } });
    if (!result.ok) return showServerErrors(setError, result.error);
    onSaved(result.data);
  });

  return (
    <form onSubmit={onSubmit} aria-label={`Edit ${webhook.url}`} className="space-y-4" noValidate>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <Field
        id={`${prefix}-url`}
        type="url"
        label="Endpoint URL"
        spellCheck={false}
        required
        error={errors.url?.message}
        {...register("url")}
      />
      <EventChoices idPrefix={prefix} registration={register("events", eventsRule)} error={errors.events?.message} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving…" : "Save changes"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
