import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/components/ui/format";
import { LastDeliveryResult, WebhookStatusBadge } from "./webhook-badges";
import type { Webhook } from "./webhook-types";

/** URL, status, events and the last delivery of one webhook; the URL links to its delivery log when `href` is given. */
export function WebhookSummary({ webhook, href }: { webhook: Webhook; href?: string }) {
  const disabled = webhook.status === "DISABLED";
  const url = (
    <span className={`font-mono text-sm font-medium break-all ${disabled ? "text-zinc-500" : "text-zinc-900"}`}>
      {webhook.url}
    </span>
  );
  return (
    <div className="min-w-0 flex-1">
      {href ? (
        <Link href={href} className="hover:underline [&>span]:hover:text-brand-700">
          {url}
        </Link>
      ) : (
        url
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <WebhookStatusBadge webhook={webhook} />
        {webhook.events.map((event) => (
          <Badge key={event} tone="brand" className="font-mono">
            {event}
          </Badge>
        ))}
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-zinc-500">
        {webhook.lastDelivery ? (
          <div className="flex min-w-0 flex-wrap gap-x-1">
            <dt>Last delivery</dt>
            <dd>
              <LastDeliveryResult last={webhook.lastDelivery} />
            </dd>
          </div>
        ) : (
          <div>
            <dt className="sr-only">Last delivery</dt>
            <dd>No deliveries yet</dd>
          </div>
        )}
        <div>
          <dt className="inline">Added </dt>
          <dd className="inline text-zinc-700">{formatDateTime(webhook.createdAt)}</dd>
        </div>
      </dl>
    </div>
  );
}
