import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { WebhookDetail } from "@/components/webhooks/webhook-detail";
import { ApiError } from "@/lib/api/errors";
import { getWebhook } from "@/lib/webhooks/get-webhook";
import { roleAtLeast, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { DELIVERY_LOG_RETENTION_DAYS } from "@/lib/webhooks/prune-delivery-log";

type Props = { params: Promise<{ id: string }> };

/** The account's webhook, or the not-found page (another account's id and a deleted one look the same). Read once per request. */
const loadWebhook = cache(async (accountId: string, role: WorkspaceRole, id: string) => {
  // Webhooks are ADMIN's (their log shows payloads); below it the page is as absent as another's id.
  if (!roleAtLeast(role, "ADMIN")) notFound();
  try {
    return await getWebhook(accountId, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workspace } = await requireWorkspace();
  const webhook = await loadWebhook(workspace.id, workspace.role, (await params).id);
  return { title: `Webhook ${new URL(webhook.url).host}` };
}

export default async function WebhookPage({ params }: Props) {
  const { workspace } = await requireWorkspace();
  const webhook = await loadWebhook(workspace.id, workspace.role, (await params).id);
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="truncate text-sm text-zinc-500">
        <Link href="/dashboard/webhooks" className="hover:text-zinc-800">
          Webhooks
        </Link>{" "}
        <span aria-hidden="true">/</span> <span className="text-zinc-700">{webhook.url}</span>
      </nav>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Webhook {new URL(webhook.url).host}</h1>
      <WebhookDetail id={webhook.id} initial={webhook} retentionDays={DELIVERY_LOG_RETENTION_DAYS} />
    </div>
  );
}
