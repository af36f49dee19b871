"use client";

import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { createWebhookContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/server-errors";
import { ALL_EVENTS, EventChoices, eventsRule, type WebhookFormValues } from "./event-choices";
import type { CreatedWebhook } from "./webhook-types";

const EMPTY: WebhookFormValues = { url: "", events: ALL_EVENTS };

/** URL and events; on success the parent shows the signing secret, once. */
export function CreateWebhookForm({
  onCreated,
  full,
}: {
  onCreated: (created: CreatedWebhook) => void;
  full: boolean;
}) {
  const { register, handleSubmit, setError, reset, formState } = useForm<WebhookFormValues>({ defaultValues: EMPTY });
  const { errors, isSubmitting: pending } = formState;

  const onSubmit = handleSubmit(async ({ url, events }) => {
    const result = await call(createWebhookContract, { body: { url: url.trim(), events } });
    if (!result.ok) return showServerErrors(setError, result.error);
    onCreated(result.data);
    reset(EMPTY);
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5 p-5" noValidate>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <Field
        id="webhook-url"
        type="url"
        label="Endpoint URL"
        placeholder="https://example.com/codebeam-webhook"
        autoComplete="off"
        spellCheck={false}
        required
        hint="Codebeam sends a POST with a JSON body to this address. Use https in production."
        error={errors.url?.message}
        {...register("url")}
      />
      <EventChoices idPrefix="create" registration={register("events", eventsRule)} error={errors.events?.message} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Adding…" : "Add webhook"}
        </Button>
        {full ? <p className="text-sm text-zinc-500">You have reached the limit; delete one to add another.</p> : null}
      </div>
    </form>
  );
}
