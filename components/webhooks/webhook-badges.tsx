import { Badge, type BadgeTone } from "@/components/ui/badge";
import { humanize } from "@/components/ui/format";
import { RelativeTime } from "./relative-time";
import type { DeliveryStatus, LastDelivery, Webhook } from "./webhook-types";

/** Active or Disabled, with the reason the server gave when it disabled the webhook itself. */
export function WebhookStatusBadge({ webhook }: { webhook: Pick<Webhook, "status" | "disabledReason"> }) {
  if (webhook.status === "ACTIVE") return <Badge tone="success">Active</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone="warning">Disabled</Badge>
      {webhook.disabledReason ? <span className="text-xs text-amber-800">{webhook.disabledReason}</span> : null}
    </span>
  );
}

const DELIVERY: Record<DeliveryStatus, { tone: BadgeTone; label: string }> = {
  SUCCEEDED: { tone: "success", label: "Succeeded" },
  FAILED: { tone: "danger", label: "Failed" },
  PENDING: { tone: "warning", label: "Pending" },
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { tone, label } = DELIVERY[status] ?? { tone: "neutral", label: humanize(status) };
  return <Badge tone={tone}>{label}</Badge>;
}

/** "HTTP 200, 2 minutes ago", or the error when no answer came; a wrapped line never starts with a separator. */
export function LastDeliveryResult({ last }: { last: LastDelivery }) {
  const answer = last.statusCode !== null ? `HTTP ${last.statusCode}` : (last.error ?? "No answer");
  return (
    <span
      className={`inline-flex min-w-0 flex-wrap items-center gap-x-1.5 ${last.success ? "text-emerald-700" : "text-red-700"}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${last.success ? "bg-emerald-500" : "bg-red-500"}`}
      />
      <span className="font-medium">{last.success ? "OK" : "Failed"}</span>
      <span className="min-w-0 break-words">
        {answer}
        {!last.success && last.statusCode !== null && last.error ? ` (${last.error})` : ""},
      </span>
      <RelativeTime value={last.at} past className="text-zinc-500" />
    </span>
  );
}
