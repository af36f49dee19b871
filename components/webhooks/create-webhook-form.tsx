"use client";

import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import type { ReadError } from "@/components/ui/api-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { EventChoices, readWebhookForm } from "./event-choices";
import { callWebhooks } from "./webhook-api";
import type { CreatedWebhook } from "./webhook-types";

const NO_ERRORS: ReadError = { message: "", fields: {} };

/** URL and events; on success the parent shows the signing secret, once. */
export function CreateWebhookForm({ onCreated, full }: { onCreated: (created: CreatedWebhook) => void; full: boolean }) {
  const [errors, setErrors] = useState<ReadError>(NO_ERRORS);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = readWebhookForm(formElement);
    if (!body.events.length) {
      setErrors({ message: "", fields: { events: "Choose at least one event." } });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    const result = await callWebhooks<CreatedWebhook>("", "POST", body);
    setPending(false);
    if (!result.ok) {
      const { message, fields } = result.error;
      setErrors({ message: Object.keys(fields).length ? "" : message, fields });
      return;
    }
    onCreated(result.data);
    formElement.reset();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5 p-5" noValidate>
      {errors.message ? <Alert>{errors.message}</Alert> : null}
      <Field
        id="webhook-url"
        name="url"
        type="url"
        label="Endpoint URL"
        placeholder="https://example.com/codebeam-webhook"
        autoComplete="off"
        spellCheck={false}
        required
        hint="Codebeam sends a POST with a JSON body to this address. Use https in production."
        error={errors.fields.url}
      />
      <EventChoices idPrefix="create" error={errors.fields.events} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>{pending ? "Adding…" : "Add webhook"}</Button>
        {full ? <p className="text-sm text-zinc-500">You have reached the limit; delete one to add another.</p> : null}
      </div>
    </form>
  );
}
