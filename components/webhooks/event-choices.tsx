import type { UseFormRegisterReturn } from "react-hook-form";
import type { WebhookEventType } from "@/lib/webhooks/webhook-schemas";
import { WEBHOOK_EVENTS } from "./webhook-types";

type Props = { idPrefix: string; registration: UseFormRegisterReturn<"events">; error?: string };

export const ALL_EVENTS: WebhookEventType[] = WEBHOOK_EVENTS.map((event) => event.value);

/** The URL and events of the create and edit forms, as the API takes them. */
export type WebhookFormValues = { url: string; events: WebhookEventType[] };

/** The `events` field's one rule, checked before anything is sent. */
export const eventsRule = {
  validate: (events: WebhookEventType[]) => events.length > 0 || "Choose at least one event.",
};

/** The event checkboxes of the create and edit forms, registered as the form's `events`. */
export function EventChoices({ idPrefix, registration, error }: Props) {
  const errorId = `${idPrefix}-events-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-zinc-800">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map(({ value, text }) => {
          const id = `${idPrefix}-event-${value}`;
          return (
            <div
              key={value}
              className="flex gap-3 rounded-lg border border-zinc-200 p-3 has-checked:border-brand-300 has-checked:bg-brand-50/50"
            >
              <input
                id={id}
                type="checkbox"
                value={value}
                {...registration}
                aria-describedby={`${id}-text`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <div className="min-w-0">
                <label htmlFor={id} className="font-mono text-sm font-medium text-zinc-900">
                  {value}
                </label>
                <p id={`${id}-text`} className="text-sm text-zinc-500">
                  {text}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
