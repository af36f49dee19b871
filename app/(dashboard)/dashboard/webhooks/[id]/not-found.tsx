import { WebhookNotFound } from "@/components/webhooks/webhook-not-found";

export default function Page() {
  return <WebhookNotFound />;
}
