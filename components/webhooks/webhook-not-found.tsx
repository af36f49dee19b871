import { WebhookIcon } from "@/components/ui/icons";
import { NotFoundState } from "@/components/ui/not-found-state";

export function WebhookNotFound() {
  return (
    <NotFoundState
      icon={<WebhookIcon className="size-6" />}
      title="Webhook not found"
      backHref="/dashboard/webhooks"
      backLabel="Back to your webhooks"
    />
  );
}
