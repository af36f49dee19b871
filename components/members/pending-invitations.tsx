"use client";

import { toast } from "sonner";
import { call } from "@/components/ui/api-call";
import { revokeInvitationContract } from "@/components/ui/api-routes.generated";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { RelativeTime } from "@/components/webhooks/relative-time";
import { roleLabel } from "@/components/workspaces/role-label";
import { useWorkspace } from "@/components/workspaces/workspace-context";
import type { InvitationView } from "@/lib/invitations/invitation-schemas";
import { ConfirmButton } from "./confirm-button";

/**
 * The invitations not yet accepted, with revoke. Their links are not listed: the API answers a link
 * only when it is made (lib/invitations/invitation-schemas.ts); inviting the address again makes a new one.
 */
export function PendingInvitations({
  invitations,
  onRevoked,
}: {
  invitations: InvitationView[];
  onRevoked: (id: string) => void;
}) {
  const workspace = useWorkspace();

  async function revoke(invitation: InvitationView) {
    const result = await call(revokeInvitationContract, {
      params: { id: workspace.id, invitationId: invitation.id },
    });
    if (!result.ok) return result.error.message;
    toast(`Revoked the invitation for ${invitation.email}`);
    onRevoked(invitation.id);
    return undefined;
  }

  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Pending invitations"
        description={
          invitations.length
            ? "Lost a link? Invite the address again: that replaces the old link with a new one."
            : "Nobody is waiting to join."
        }
      />
      {invitations.length ? (
        <ul aria-label="Pending invitations" className="divide-y divide-zinc-100">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-label={invitation.email}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-all text-zinc-900">{invitation.email}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-zinc-500">
                  <Badge>{roleLabel(invitation.role)}</Badge>
                  <span>
                    Expires <RelativeTime value={invitation.expiresAt} />
                  </span>
                </p>
              </div>
              <ConfirmButton
                label="Revoke"
                name={`Revoke the invitation for ${invitation.email}`}
                title="Revoke this invitation?"
                confirmLabel="Revoke invitation"
                pendingLabel="Revoking…"
                onConfirm={() => revoke(invitation)}
              >
                The link sent to <strong className="break-all">{invitation.email}</strong> stops working at once.
              </ConfirmButton>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
