"use client";

import { useRef, useState } from "react";
import { Card, CardHeader } from "@/components/ui/card";
import { useWorkspace } from "@/components/workspaces/workspace-context";
import type { InvitationView } from "@/lib/invitations/invitation-schemas";
import type { MemberView } from "@/lib/workspaces/workspace-schemas";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";
import { InvitationLink } from "./invitation-link";
import { type CreatedInvitation, InviteForm } from "./invite-form";
import { LeaveAndDelete } from "./leave-and-delete";
import { MemberRow } from "./member-row";
import { PendingInvitations } from "./pending-invitations";
import { manageHint } from "./role-rules";
import { WorkspaceName } from "./workspace-name";

type Props = {
  userId: string;
  initialMembers: MemberView[];
  /** Null for a member below ADMIN: the API lists invitations to ADMINs and OWNERs only. */
  initialInvitations: InvitationView[] | null;
};

/** The Members page below its header: the workspace, inviting, the members, pending invitations, leaving. */
export function MembersManager({ userId, initialMembers, initialInvitations }: Props) {
  const workspace = useWorkspace();
  const [members, setMembers] = useState(initialMembers);
  const [invitations, setInvitations] = useState(initialInvitations ?? []);
  const [created, setCreated] = useState<CreatedInvitation>();
  const list = useRef<HTMLUListElement>(null);
  const admin = roleAtLeast(workspace.role, "ADMIN");

  function onInvited(invitation: CreatedInvitation) {
    const { url: _url, mailed: _mailed, ...view } = invitation;
    setCreated(invitation);
    // Inviting an address again replaces its pending invitation.
    setInvitations((current) => [view, ...current.filter((item) => item.email !== view.email)]);
  }

  return (
    <div className="space-y-8">
      <WorkspaceName />
      <Card>
        <CardHeader
          title="Invite people"
          description={
            admin
              ? "They get a link to join this workspace with the role you choose."
              : "Only admins and owners can invite people."
          }
        />
        {admin ? <InviteForm onInvited={onInvited} /> : null}
        {created ? (
          <InvitationLink
            invitation={created}
            onDismiss={() => {
              setCreated(undefined);
              document.getElementById("invite-email")?.focus();
            }}
          />
        ) : null}
      </Card>
      <Card className="overflow-hidden">
        <CardHeader
          title="Members"
          description={`${members.length} ${members.length === 1 ? "member" : "members"}. ${manageHint(workspace.role)}`}
        />
        <ul ref={list} tabIndex={-1} aria-label="Members" className="divide-y divide-zinc-100 focus:outline-none">
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isMe={member.userId === userId}
              onChanged={(changed) =>
                setMembers((current) => current.map((item) => (item.userId === changed.userId ? changed : item)))
              }
              onRemoved={(removed) => {
                setMembers((current) => current.filter((item) => item.userId !== removed));
                // The removed row held the focus: the list takes it.
                list.current?.focus();
              }}
            />
          ))}
        </ul>
      </Card>
      {admin ? (
        <PendingInvitations
          invitations={invitations}
          onRevoked={(id) => {
            setInvitations((current) => current.filter((item) => item.id !== id));
            // The link shown above would no longer work.
            setCreated((shown) => (shown?.id === id ? undefined : shown));
            document.getElementById("invite-email")?.focus();
          }}
        />
      ) : null}
      <LeaveAndDelete userId={userId} name={workspace.name} />
    </div>
  );
}
