import type { Metadata } from "next";
import { requireSessionUser } from "@/components/auth/session-user";
import { EmptyState } from "@/components/ui/empty-state";
import { WebhookIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage() {
  await requireSessionUser();
  return (
    <>
      <PageHeader title="Webhooks" description="Receive scan and creation events at your own URL, signed so you can verify them." />
      <EmptyState icon={<WebhookIcon className="size-6" />} title="No webhooks yet">
        Webhooks arrive with the events release. You will add receiver URLs here, choose events such as scan.created and
        qrcode.created, and see each endpoint&apos;s signing secret and status.
      </EmptyState>
    </>
  );
}
