"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { listWebhooksContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { WebhookIcon } from "@/components/ui/icons";
import { CreateWebhookForm } from "./create-webhook-form";
import { SecretNotice } from "./secret-notice";
import { WebhookItem } from "./webhook-item";
import type { CreatedWebhook, Webhook } from "./webhook-types";
import { WebhooksSkeleton } from "./webhooks-skeleton";

/** The account's webhooks (at most `limit`, so one page holds them all): add one, its secret shown once, then manage each in the list. */
export function WebhooksManager({ initial, limit }: { initial?: Webhook[]; limit: number }) {
  const [webhooks, setWebhooks] = useState<Webhook[] | undefined>(initial);
  const [loadError, setLoadError] = useState<string>();
  const [created, setCreated] = useState<CreatedWebhook>();

  async function reload() {
    const result = await call(listWebhooksContract, { query: { page: 1, size: limit } });
    if (result.ok) {
      setWebhooks(result.data.list);
      setLoadError(undefined);
    } else setLoadError(result.error.message);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetches once, when the server rendered no list
  useEffect(() => {
    if (!initial) void reload();
    // The first list comes from the server when it rendered one; otherwise fetch it once.
  }, []);

  function onCreated(webhook: CreatedWebhook) {
    setCreated(webhook);
    void reload();
  }
  const replace = (next: Webhook) => setWebhooks((list) => list?.map((item) => (item.id === next.id ? next : item)));
  const remove = (id: string) => setWebhooks((list) => list?.filter((item) => item.id !== id));

  const count = webhooks?.length ?? 0;
  return (
    <div className="space-y-8">
      {created ? (
        <SecretNotice
          title={`Signing secret for ${created.url}`}
          secret={created.secret}
          onDismiss={() => setCreated(undefined)}
        />
      ) : null}
      <Card>
        <CardHeader
          title="Add a webhook"
          description="Choose where to send events and which ones. Each webhook gets its own signing secret."
        />
        <CreateWebhookForm onCreated={onCreated} full={count >= limit} />
      </Card>
      <Card className="overflow-hidden">
        <CardHeader
          title="Your webhooks"
          description={
            webhooks ? `${count} of ${limit} allowed. Open one to see its deliveries and send a test event.` : undefined
          }
          action={
            <Button variant="ghost" size="sm" onClick={() => void reload()}>
              Refresh
            </Button>
          }
        />
        {loadError ? (
          <div className="p-5">
            <Alert>Webhooks could not be loaded: {loadError}</Alert>
          </div>
        ) : null}
        {!webhooks ? (
          loadError ? null : (
            <WebhooksSkeleton />
          )
        ) : webhooks.length ? (
          <ul aria-label="Webhooks" className="divide-y divide-zinc-100">
            {webhooks.map((webhook) => (
              <li
                key={webhook.id}
                aria-label={webhook.url}
                className={`px-4 py-4 sm:px-5 ${webhook.status === "DISABLED" ? "bg-zinc-50" : ""}`}
              >
                <WebhookItem
                  webhook={webhook}
                  href={`/dashboard/webhooks/${webhook.id}`}
                  onChange={replace}
                  onDeleted={remove}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="p-5">
            <EmptyState icon={<WebhookIcon className="size-6" />} title="No webhooks yet">
              Add an endpoint above and Codebeam will POST a signed JSON event to it whenever one of your codes is
              scanned or created.
            </EmptyState>
          </div>
        )}
      </Card>
    </div>
  );
}
