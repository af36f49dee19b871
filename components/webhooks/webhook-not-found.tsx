import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { WebhookIcon } from "@/components/ui/icons";

export function WebhookNotFound() {
  return (
    <EmptyState icon={<WebhookIcon className="size-6" />} title="Webhook not found">
      <p>It may have been deleted, or the link is mistyped.</p>
      <div className="mt-5">
        <ButtonLink href="/dashboard/webhooks">Back to your webhooks</ButtonLink>
      </div>
    </EmptyState>
  );
}
