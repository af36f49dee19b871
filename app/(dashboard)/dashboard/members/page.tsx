import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { MembersManager } from "@/components/members/members-manager";
import { PageHeader } from "@/components/ui/page-header";
import { listInvitations } from "@/lib/invitations/list-invitations";
import { listMembers } from "@/lib/workspaces/list-members";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";

export const metadata: Metadata = { title: "Members" };

export default async function MembersPage() {
  const { user, workspace, caller } = await requireWorkspace();
  const admin = roleAtLeast(workspace.role, "ADMIN");
  const [members, invitations] = await Promise.all([
    listMembers(caller, workspace.id),
    admin ? listInvitations(caller, workspace.id) : null,
  ]);
  return (
    <>
      <PageHeader title="Members" description="Who can reach this workspace's codes, and what each of them may do." />
      <MembersManager userId={user.id} initialMembers={members.data} initialInvitations={invitations?.data ?? null} />
    </>
  );
}
