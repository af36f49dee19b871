import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/workspaces/role-required";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";
import { VerifySignatureGuide } from "@/components/webhooks/verify-signature-guide";
import { WebhooksManager } from "@/components/webhooks/webhooks-manager";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import { MAX_WEBHOOKS_PER_ACCOUNT } from "@/lib/webhooks/webhook-schemas";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage() {
  const { workspace } = await requireWorkspace();
  if (!roleAtLeast(workspace.role, "ADMIN")) {
    return (
      <>
        <PageHeader title="Webhooks" />
        <RoleRequired needed="ADMIN" role={workspace.role} what="see and manage this workspace's webhooks" />
      </>
    );
  }
  const { list } = await listWebhooks(workspace.id, { page: 1, size: MAX_WEBHOOKS_PER_ACCOUNT });
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Codebeam POSTs a signed JSON event to your endpoint when one of your codes is scanned or created. Failed deliveries are retried."
      />
      <div className="space-y-8">
        <WebhooksManager initial={list} limit={MAX_WEBHOOKS_PER_ACCOUNT} />
        <VerifySignatureGuide />
      </div>
    </>
  );
}
