"use client";

import { useEffect, useState } from "react";
import { BlockSkeleton } from "@/components/codes/skeletons";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { getWebhookContract } from "@/components/ui/api-routes.generated";
import { Card } from "@/components/ui/card";
import { DeliveryLog } from "./delivery-log";
import { WebhookItem } from "./webhook-item";
import { WebhookNotFound } from "./webhook-not-found";
import type { Webhook } from "./webhook-types";
import { useDashboardRouter } from "@/components/workspaces/workspace-context";

/** One webhook's page: its settings and actions on top, its delivery log below. */
export function WebhookDetail({
  id,
  initial,
  retentionDays,
}: {
  id: string;
  initial?: Webhook;
  retentionDays: number;
}) {
  const router = useDashboardRouter();
  const [webhook, setWebhook] = useState<Webhook | undefined>(initial);
  const [error, setError] = useState<{ message: string; notFound: boolean }>();

  async function reload() {
    const result = await call(getWebhookContract, { params: { id } });
    if (result.ok) setWebhook(result.data);
    else setError({ message: result.error.message, notFound: result.status === 404 });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the id changes; reload itself is recreated every render
  useEffect(() => {
    if (!initial) void reload();
  }, [id]);

  if (error?.notFound) return <WebhookNotFound />;
  return (
    <div className="space-y-6">
      {error ? <Alert>The webhook could not be loaded: {error.message}</Alert> : null}
      <Card className="p-4 sm:p-5">
        {webhook ? (
          <WebhookItem
            webhook={webhook}
            onChange={setWebhook}
            onDeleted={() => {
              router.push("/dashboard/webhooks");
              router.refresh();
            }}
          />
        ) : (
          <BlockSkeleton className="h-16" />
        )}
      </Card>
      <DeliveryLog webhookId={id} retentionDays={retentionDays} onActivity={() => void reload()} />
    </div>
  );
}
