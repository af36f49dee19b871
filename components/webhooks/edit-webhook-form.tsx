"use client";

import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import type { ReadError } from "@/components/ui/api-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { EventChoices, readWebhookForm } from "./event-choices";
import { callWebhooks, webhookPath } from "./webhook-api";
import type { Webhook } from "./webhook-types";

type Props = { webhook: Webhook; onSaved: (webhook: Webhook) => void; onCancel: () => void };

/** Change the URL and events of a webhook in place; its secret stays the same. */
export function EditWebhookForm({ webhook, onSaved, onCancel }: Props) {
  const [errors, setErrors] = useState<ReadError>({ message: "", fields: {} });
  const [pending, setPending] = useState(false);
  const prefix = `edit-${webhook.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = readWebhookForm(event.currentTarget);
    if (!body.events.length) {
      setErrors({ message: "", fields: { events: "Choose at least one event." } });
      return;
    }
    setPending(true);
    const result = await callWebhooks<Webhook>(webhookPath(webhook.id), "PATCH", body);
    setPending(false);
    if (!result.ok) {
      const { message, fields } = result.error;
      setErrors({ message: Object.keys(fields).length ? "" : message, fields });
      return;
    }
    onSaved(result.data);
  }

  return (
    <form onSubmit={onSubmit} aria-label={`Edit ${webhook.url}`} className="space-y-4" noValidate>
      {errors.message ? <Alert>{errors.message}</Alert> : null}
      <Field id={`${prefix}-url`} name="url" type="url" label="Endpoint URL" defaultValue={webhook.url} spellCheck={false} required error={errors.fields.url} />
      <EventChoices idPrefix={prefix} defaultValue={webhook.events} error={errors.fields.events} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>{pending ? "Saving…" : "Save changes"}</Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>Cancel</Button>
      </div>
    </form>
  );
}
