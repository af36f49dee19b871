"use client";

import { useEffect, useRef, useState } from "react";
import { BlockSkeleton } from "@/components/codes/skeletons";
import { Alert } from "@/components/ui/alert";
import { call, keyOf, type ResultOf } from "@/components/ui/api-call";
import {
  listDeliveriesContract,
  retryDeliveryContract,
  sendTestEventContract,
} from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useApi } from "@/components/ui/use-api";
import { DeliveriesTable } from "./deliveries-table";
import { TestResult } from "./test-result";
import type { Delivery } from "./webhook-types";

const PAGE_SIZE = 20;
const POLL_MS = 3000;

/** A retry due within the next minute is worth watching for. */
const dueSoon = (delivery: Delivery) =>
  delivery.status === "PENDING" &&
  (!delivery.nextAttemptAt || new Date(delivery.nextAttemptAt).getTime() - Date.now() < 60_000);

type Props = { webhookId: string; retentionDays: number; onActivity: () => void };

/** The delivery log of one webhook, with "Send test event", Retry per delivery and a refresh. `onActivity` fires after anything was sent. */
export function DeliveryLog({ webhookId, retentionDays, onActivity }: Props) {
  const [page, setPage] = useState(1);
  const deliveries = useApi<ResultOf<typeof listDeliveriesContract>>(
    keyOf(listDeliveriesContract, { params: { id: webhookId }, query: { page, size: PAGE_SIZE } }),
    null,
  );
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<{ delivery?: Delivery; error?: string }>();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string>();
  const { reload } = deliveries;
  const watching = deliveries.data?.list.some(dueSoon) ?? false;

  // While a retry is due soon, ask again every POLL_MS (SWR keeps an unchanged answer's object, so
  // the timer cannot hang on the data changing); the ref holds the latest page's reload.
  const latest = useRef({ reload, onActivity });
  useEffect(() => {
    latest.current = { reload, onActivity };
  });
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => {
      latest.current.reload();
      latest.current.onActivity();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [watching]);

  async function sendTest() {
    setTesting(true);
    setTest(undefined);
    const result = await call(sendTestEventContract, { params: { id: webhookId } });
    setTesting(false);
    setTest(result.ok ? { delivery: result.data } : { error: result.error.message });
    if (page === 1) reload();
    else setPage(1);
    onActivity();
  }

  async function retry(delivery: Delivery) {
    setRetrying(delivery.id);
    setRetryError(undefined);
    const result = await call(retryDeliveryContract, { params: { id: webhookId, deliveryId: delivery.id } });
    setRetrying(null);
    if (!result.ok) setRetryError(result.error.message);
    reload();
  }

  const data = deliveries.data;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Deliveries"
        description={`Events sent to this endpoint in the last ${retentionDays} days, newest first.`}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={reload} disabled={deliveries.loading}>
              {deliveries.loading ? "Loading…" : "Refresh"}
            </Button>
            <Button size="sm" onClick={sendTest} disabled={testing}>
              {testing ? "Sending…" : "Send test event"}
            </Button>
          </div>
        }
      />
      {test || retryError || deliveries.error ? (
        <div className="space-y-2 px-4 pt-4 sm:px-5">
          {test ? <TestResult delivery={test.delivery} error={test.error} /> : null}
          {retryError ? <Alert>The delivery could not be queued again: {retryError}</Alert> : null}
          {deliveries.error ? <Alert>Deliveries could not be loaded: {deliveries.error}</Alert> : null}
        </div>
      ) : null}
      {data?.list.length ? (
        <div className={test || retryError || deliveries.error ? "mt-4 border-t border-zinc-100" : ""}>
          <DeliveriesTable
            page={data}
            loading={deliveries.loading}
            retrying={retrying}
            onRetry={retry}
            onPage={setPage}
          />
        </div>
      ) : data ? (
        <div className="p-4 sm:p-5">
          <EmptyState title="No deliveries yet">
            Events appear here as they are sent. Send a test event to check that your endpoint answers with a 2xx
            status.
          </EmptyState>
        </div>
      ) : deliveries.loading || !deliveries.error ? (
        <div className="p-4 sm:p-5">
          <BlockSkeleton className="h-32" />
        </div>
      ) : null}
    </Card>
  );
}
